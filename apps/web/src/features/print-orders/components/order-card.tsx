import { Link } from 'react-router';
import { formatMoney } from '@studio/contracts/money';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { Card, CardContent } from '../../../components/ui/card';
import { OrderActions } from './order-actions';
import { optionsInWords } from './order-details';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { OrderTimeline } from './order-timeline';

const placedOn = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** One order in My Orders: what, when, how much, where it is, and what can be done with it. */
export function OrderCard({ order }: { order: PrintOrder }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start gap-4">
          {order.cover_url && <img src={order.cover_url} alt="" className="h-20 w-15 shrink-0 rounded-md object-cover shadow-soft sm:h-24 sm:w-18" />}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2 className="text-lg font-semibold">
              <Link to={`/order-confirmation/${order.id}`} className="hover:underline">
                {order.title}
              </Link>
            </h2>
            <p className="text-sm text-ink-soft">
              Ordered {placedOn(order.created_at)} · <span className="font-semibold text-ink">{formatMoney(order.quote.total, order.quote.currency)}</span>
            </p>
            <OrderStatusBadge status={order.status} className="self-start" />
            {order.refund_pending && <p className="text-sm text-ink-soft">Your refund of {formatMoney(order.quote.total, order.quote.currency)} is on its way; we will e-mail you when it is done.</p>}
          </div>
        </div>
        <p className="text-sm">{optionsInWords(order.quote.print_options)}</p>
        <OrderTimeline history={order.history} />
        <OrderActions order={order} cancellable />
      </CardContent>
    </Card>
  );
}
