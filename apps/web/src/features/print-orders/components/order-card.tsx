import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { formatMoney } from '@studio/contracts/billing';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { CancelOrderButton } from './cancel-order-dialog';
import { optionsInWords } from './order-details';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';

const placedOn = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** One order in My Orders: what, when, how much, where it is, and what can be done with it. */
export function OrderCard({ order }: { order: PrintOrder }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start gap-4">
          {order.cover_url && <img src={order.cover_url} alt="" className="h-20 w-15 shrink-0 rounded-md object-cover shadow-soft sm:h-24 sm:w-18" />}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2 className="text-lg font-semibold">
              <Link to={`/order-confirmation/${order.id}`} className="hover:underline">
                {order.title}
              </Link>
            </h2>
            <p className="text-sm text-ink-soft">
              Ordered {placedOn(order.created_at)} · {formatMoney(order.quote.total, order.quote.currency)}
            </p>
            <OrderStatusBadge status={order.status} className="self-start" />
          </div>
        </div>
        <p className="text-sm">{optionsInWords(order.quote.print_options)}</p>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
          <OrderTimeline history={order.history} />
          <div className="flex flex-wrap items-start gap-2 sm:flex-col sm:items-end">
            {order.tracking && !order.tracking.url && <p className="text-sm">Tracking number: {order.tracking.number}</p>}
            {order.tracking?.url && (
              <Button variant="outline" size="sm" asChild>
                <a href={order.tracking.url} target="_blank" rel="noreferrer">
                  Track parcel{order.tracking.carrier ? ` (${order.tracking.carrier})` : ''}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              </Button>
            )}
            {order.status === 'pending_payment' && order.checkout_url && (
              <Button size="sm" asChild>
                {order.checkout_url.startsWith('/') ? <Link to={order.checkout_url}>Pay now</Link> : <a href={order.checkout_url}>Pay now</a>}
              </Button>
            )}
            {order.can_cancel && <CancelOrderButton order={order} />}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
