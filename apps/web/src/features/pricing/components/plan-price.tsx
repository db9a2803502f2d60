import { type Plan } from '@studio/contracts/billing';
import { formatMoney } from '@studio/contracts/money';

const AMOUNT_SIZES = { lg: 'text-4xl', md: 'text-3xl' } as const;

/** "Free", or the monthly price: the same words on the pricing cards and in the comparison. */
export function PlanPrice({ plan, size = 'lg' }: { plan: Plan; size?: keyof typeof AMOUNT_SIZES }) {
  return (
    <p>
      <span className={`font-display font-semibold ${AMOUNT_SIZES[size]}`}>{plan.price_cents === 0 ? 'Free' : formatMoney(plan.price_cents, plan.currency)}</span>
      {plan.price_cents > 0 && <span className="text-ink-soft"> / month</span>}
    </p>
  );
}
