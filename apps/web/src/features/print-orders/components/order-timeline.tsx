import { PRINT_ORDER_STATUS_LABELS, type PrintOrder } from '@studio/contracts/print-orders';
import { cn } from '../../../lib/cn';

const when = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Every change of the order, oldest first, with the reason when there is one. */
export function OrderTimeline({ history }: { history: PrintOrder['history'] }) {
  return (
    <ol aria-label="Order history" className="flex flex-col gap-0">
      {history.map((change, index) => {
        const latest = index === history.length - 1;
        return (
          <li key={`${change.to}-${change.at}`} className="relative flex gap-3 pb-3 last:pb-0">
            {!latest && <span className="absolute top-4 left-[5px] h-full w-px bg-line" aria-hidden="true" />}
            <span className={cn('mt-1.5 size-[11px] shrink-0 rounded-full', latest ? 'bg-coral-600' : 'bg-plum-100 ring-2 ring-plum-500/40')} aria-hidden="true" />
            <div className="flex flex-col">
              <span className={cn('text-sm', latest && 'font-semibold')}>{PRINT_ORDER_STATUS_LABELS[change.to]}</span>
              <time dateTime={change.at} className="text-xs text-ink-soft">
                {when(change.at)}
              </time>
              {change.reason && <span className="text-xs text-ink-soft">{change.reason}</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
