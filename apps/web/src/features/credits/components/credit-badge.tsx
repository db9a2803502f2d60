import { Coins } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

const numberFormat = new Intl.NumberFormat();

/** The header's credit count (spec §2) with a Free tag on the free plan. */
export function CreditBadge({ credits, isFreePlan }: { credits: number; isFreePlan: boolean }) {
  const label = `${numberFormat.format(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
  return (
    <div className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white py-1 pr-1.5 pl-3 text-sm font-semibold text-ink">
      <Coins className="size-4 text-[#b07800]" aria-hidden="true" />
      <span aria-label={`Available credits: ${label}`}>{label}</span>
      {isFreePlan && <Badge tone="sun">Free</Badge>}
    </div>
  );
}
