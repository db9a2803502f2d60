import { useState } from 'react';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { formatMoney } from '@studio/contracts/money';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-error';
import { useCancelPrintOrder } from '../api/print-orders';

/** Cancelling asks first, and says what happens to the money. */
export function CancelOrderButton({ order }: { order: PrintOrder }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelPrintOrder();
  const unpaid = order.status === 'pending_payment';
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : setOpen(next))}>
        <DialogContent>
          <DialogTitle>Cancel this order?</DialogTitle>
          <DialogDescription>
            {unpaid
              ? `“${order.title}” has not been paid for, so nothing is charged.`
              : `The printer is asked to stop “${order.title}”, and ${formatMoney(order.quote.total, order.quote.currency)} is refunded in full to the card you paid with.`}
          </DialogDescription>
          {cancel.isError && <Alert>{getErrorMessage(cancel.error)}</Alert>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep the order
            </Button>
            <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(order.id, { onSuccess: () => setOpen(false) })}>
              {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
