import type { AdminOrder } from '@studio/contracts/admin-orders';
import { PRINT_ORDER_STATUS_LABELS } from '@studio/contracts/print-orders';
import { formatDateTime } from '../../utils/format';
import { SectionCard } from '../shared/section-card';

const SOURCE_LABELS = { customer: 'the customer', payment: 'the payment', provider: 'the printer', admin: 'an administrator', system: 'the system' } as const;

/** Every status the order has had, newest first, who moved it, why (internal) and what the customer was told. */
export function OrderStatusHistory({ order }: { order: AdminOrder }) {
  const newestFirst = [...order.history].reverse();
  return (
    <SectionCard title="Status history">
      <ol aria-label="Status history" className="flex flex-col gap-3">
        {newestFirst.map((change, index) => (
          <li key={`${change.at}-${change.to}-${index}`} className="flex flex-col border-l-2 border-plum-100 pl-3">
            <span className="font-semibold">{PRINT_ORDER_STATUS_LABELS[change.to]}</span>
            <span className="text-sm text-ink-soft">
              <time dateTime={change.at}>{formatDateTime(change.at)}</time> · by {SOURCE_LABELS[change.source]}
            </span>
            {change.internal_reason && <span className="text-sm">Internal reason: “{change.internal_reason}”</span>}
            {change.reason && <span className="text-sm">Told the customer: “{change.reason}”</span>}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
