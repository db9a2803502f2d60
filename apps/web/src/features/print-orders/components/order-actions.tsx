import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { Button } from '../../../components/ui/button';
import { CancelOrderButton } from './cancel-order-dialog';

/** What can be done with an order now: follow the parcel, pay for it, or (in My Orders) cancel it. */
export function OrderActions({ order, cancellable = false }: { order: PrintOrder; cancellable?: boolean }) {
  const { tracking } = order;
  const payable = order.status === 'pending_payment' && order.checkout_url;
  if (!tracking && !payable && !(cancellable && order.can_cancel)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {tracking?.url && (
        <Button variant="outline" size="sm" asChild>
          <a href={tracking.url} target="_blank" rel="noreferrer">
            Track parcel{tracking.carrier ? ` (${tracking.carrier})` : ''}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      )}
      {tracking && !tracking.url && (
        <p className="text-sm">
          Tracking number{tracking.carrier ? ` (${tracking.carrier})` : ''}: <strong className="select-all">{tracking.number}</strong>
        </p>
      )}
      {payable && (
        <Button size="sm" asChild>
          {payable.startsWith('/') ? <Link to={payable}>Pay now</Link> : <a href={payable}>Pay now</a>}
        </Button>
      )}
      {cancellable && order.can_cancel && <CancelOrderButton order={order} />}
    </div>
  );
}
