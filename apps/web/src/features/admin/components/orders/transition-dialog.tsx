import { zodResolver } from '@hookform/resolvers/zod';
import { orderTransitionRequestSchema, type AdminOrder } from '@studio/contracts/admin-orders';
import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { TextArea } from '../../../../components/ui/field-controls';
import { Input } from '../../../../components/ui/input';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useTransitionOrder } from '../../api/transition-order';
import { ORDER_ACTIONS } from '../../utils/order-actions';
import { ReasonField } from '../shared/reason-field';
import { orderCustomerName } from '../../utils/order-customer';

const FIELDS = ['reason', 'customer_message', 'carrier', 'tracking_number', 'tracking_url'] as const;
const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

interface TransitionDialogProps {
  order: AdminOrder;
  /** The status the order moves to; null when the dialog is closed. */
  to: PrintOrderStatus | null;
  onClose: () => void;
}

/** Confirms a move of the order with a reason (and, for shipping, the carrier and tracking number). */
export function TransitionDialog({ order, to, onClose }: TransitionDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const action = to ? ORDER_ACTIONS[to] : null;
  return (
    <Dialog open={to !== null} onOpenChange={(open) => (!open && !isBusy ? onClose() : undefined)}>
      <DialogContent>
        {to && action && (
          <>
            <DialogTitle>{action.title}</DialogTitle>
            <DialogDescription>
              “{order.title}” for {orderCustomerName(order.customer)}. {action.consequence(order)}
            </DialogDescription>
            <TransitionForm order={order} to={to} onBusyChange={setIsBusy} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TransitionForm({ order, to, onBusyChange, onDone }: { order: AdminOrder; to: PrintOrderStatus; onBusyChange: (busy: boolean) => void; onDone: () => void }) {
  const transition = useTransitionOrder(order.id);
  const action = ORDER_ACTIONS[to];
  const form = useForm({ resolver: zodResolver(orderTransitionRequestSchema), defaultValues: { to, reason: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const isShipping = to === 'shipped';

  const submit = form.handleSubmit(async (request) => {
    setServerError(null);
    onBusyChange(true);
    try {
      await transition.mutateAsync(request);
      onBusyChange(false);
      toast.success(`${action.done}: “${order.title}”`);
      onDone();
    } catch (error) {
      onBusyChange(false);
      setServerError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      {serverError && <Alert>{serverError}</Alert>}
      {isShipping && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Carrier" error={errors.carrier?.message} hint="Optional, e.g. Royal Mail">
            {(control) => <Input {...control} autoComplete="off" {...form.register('carrier', { setValueAs: blankToUndefined })} />}
          </FormField>
          <FormField label="Tracking number" error={errors.tracking_number?.message}>
            {(control) => <Input {...control} autoComplete="off" {...form.register('tracking_number', { setValueAs: blankToUndefined })} />}
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Tracking link" error={errors.tracking_url?.message} hint="Optional: the carrier's tracking page for this parcel">
              {(control) => <Input {...control} type="url" inputMode="url" placeholder="https://" {...form.register('tracking_url', { setValueAs: blankToUndefined })} />}
            </FormField>
          </div>
        </div>
      )}
      <ReasonField label="Internal reason" registration={form.register('reason')} error={errors.reason?.message} />
      <FormField label="Message for the customer" error={errors.customer_message?.message} hint="Optional. Shown in the customer's order history and added to the e-mail about this change.">
        {(control) => <TextArea {...control} rows={2} className="min-h-16" maxLength={1000} {...form.register('customer_message', { setValueAs: blankToUndefined })} />}
      </FormField>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Keep as it is
        </Button>
        <Button type="submit" variant={action.tone} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : action.confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
