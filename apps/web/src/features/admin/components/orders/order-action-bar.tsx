import type { AdminOrder } from '@studio/contracts/admin-orders';
import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ORDER_ACTIONS } from '../../utils/order-actions';
import { TransitionDialog } from './transition-dialog';

/** A button for each legal next move of the order (the server says which), each behind a confirm dialog. */
export function OrderActionBar({ order }: { order: AdminOrder }) {
  const [moveTo, setMoveTo] = useState<PrintOrderStatus | null>(null);
  if (order.next_statuses.length === 0) return <p className="text-sm text-ink-soft">This order has no further steps.</p>;
  const forward = order.next_statuses.filter((status) => ORDER_ACTIONS[status].tone === 'primary');
  const waysOut = order.next_statuses.filter((status) => ORDER_ACTIONS[status].tone === 'danger');
  return (
    <div className="flex flex-wrap gap-2">
      {forward.map((status) => (
        <Button key={status} onClick={() => setMoveTo(status)}>
          {ORDER_ACTIONS[status].label}
        </Button>
      ))}
      {waysOut.map((status) => (
        <Button key={status} variant="outline" className="text-danger-600 hover:border-danger-600/40 hover:bg-danger-50" onClick={() => setMoveTo(status)}>
          {ORDER_ACTIONS[status].label}
        </Button>
      ))}
      <TransitionDialog order={order} to={moveTo} onClose={() => setMoveTo(null)} />
    </div>
  );
}
