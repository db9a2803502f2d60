import { Coins } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

const numberFormat = new Intl.NumberFormat();

/** The header's credit count (spec §2) with a Free tag on the free plan; a placeholder while it loads (null). */
export function CreditBadge({ credits, isFreePlan }: { credits: number | null; isFreePlan: boolean }) {
  const label = credits === null ? null : `${numberFormat.format(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
  return (
    <div className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white py-1 pr-1.5 pl-3 text-sm font-semibold text-ink">
      <Coins className="size-4 text-[#b07800]" aria-hidden="true" />
      {label === null ? (
        <span data-testid="credits-loading" className="inline-block h-4 w-16 animate-pulse rounded bg-line">
          <span className="sr-only">Loading your credits</span>
        </span>
      ) : (
        <span aria-label={`Available credits: ${label}`}>{label}</span>
      )}
      {isFreePlan && <Badge tone="sun">Free</Badge>}
    </div>
  );
}
