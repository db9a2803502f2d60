import { Check } from 'lucide-react';
import type { PrintOrder, PrintOrderStatus } from '@studio/contracts/print-orders';
import { cn } from '../../../lib/cn';
import { formatDay } from '../utils/format-day';

/** Where an order on its way stands, from the payment to the door. */
const ON_ITS_WAY: readonly PrintOrderStatus[] = ['pending_payment', 'paid', 'submitted', 'in_production', 'shipped', 'delivered'];

const between = ({ earliest, latest }: { earliest: string; latest: string }) =>
  earliest === latest ? formatDay(earliest) : `between ${formatDay(earliest)} and ${formatDay(latest)}`;

interface Stage {
  /** The status from which this stage is behind the order. */
  doneAt: PrintOrderStatus;
  title: string;
  ahead: string;
  behind: string;
}

function stages({ quote }: PrintOrder): Stage[] {
  return [
    { doneAt: 'paid', title: 'Payment', ahead: 'Nothing is made until the payment arrives.', behind: 'Your payment has arrived.' },
    { doneAt: 'submitted', title: 'Print files prepared', ahead: 'We lay out every page and the cover at print quality.', behind: 'Every page and the cover are ready to print.' },
    { doneAt: 'shipped', title: 'Printed by our printer', ahead: 'The printer prints, binds and checks every copy.', behind: 'Printed, bound and checked.' },
    { doneAt: 'shipped', title: 'Dispatched', ahead: `Expected ${between(quote.estimated_dispatch)}. We e-mail you when it leaves.`, behind: 'On its way to you.' },
    { doneAt: 'delivered', title: 'Delivered', ahead: `Expected ${between(quote.estimated_delivery)}.`, behind: 'Delivered. Enjoy reading it together!' },
  ];
}

/** "What happens next": the stages from payment to delivery, those behind ticked, the one under way marked, with the expected dates. */
export function OrderJourney({ order }: { order: PrintOrder }) {
  const at = ON_ITS_WAY.indexOf(order.status);
  if (at < 0) return null;
  const list = stages(order);
  const isDone = (stage: Stage) => ON_ITS_WAY.indexOf(stage.doneAt) <= at;
  const underWay = list.findIndex((stage) => !isDone(stage));
  return (
    <ol aria-label="What happens next" className="flex flex-col gap-3">
      {list.map((stage, index) => {
        const done = isDone(stage);
        const current = index === underWay;
        return (
          <li key={stage.title} aria-current={current ? 'step' : undefined} className="flex gap-3">
            <span
              className={cn(
                'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                done ? 'bg-leaf-100 text-leaf-700' : current ? 'bg-coral-600 text-white' : 'bg-cream text-ink-soft',
              )}
              aria-hidden="true"
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            <div className="flex flex-col">
              <span className={cn('text-sm', current ? 'font-bold' : 'font-semibold', !done && !current && 'text-ink-soft')}>
                {stage.title}
                <span className="sr-only">{done ? ' (done)' : current ? ' (under way)' : ''}</span>
              </span>
              <span className="text-sm text-ink-soft">{done ? stage.behind : stage.ahead}</span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
