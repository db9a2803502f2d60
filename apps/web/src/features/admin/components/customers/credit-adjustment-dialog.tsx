import { zodResolver } from '@hookform/resolvers/zod';
import { creditAdjustmentSchema, type CustomerDetail } from '@studio/contracts/admin-customers';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { getErrorMessage, getFieldErrors } from '../../../../lib/api-error';
import { useAdjustCredits } from '../../api/adjust-credits';
import { creditAdjustmentFormSchema, toCreditAdjustment, type CreditAdjustmentFormInput, type CreditAdjustmentFormValues } from '../../utils/credit-adjustment-form';
import { formatCount } from '../../utils/format';
import { ReasonField } from '../shared/reason-field';

/** Adds or takes back credits as a ledger entry, with a reason; the balance is never edited directly. */
export function CreditAdjustmentDialog({ customer, open, onOpenChange }: { customer: CustomerDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (isBusy ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogTitle>Adjust credits</DialogTitle>
        <DialogDescription>
          {customer.full_name || customer.email} has {formatCount(customer.credits.balance)} credits. The change is a ledger entry they see in their credit history.
        </DialogDescription>
        <CreditAdjustmentForm customer={customer} onBusyChange={setIsBusy} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreditAdjustmentForm({ customer, onBusyChange, onDone }: { customer: CustomerDetail; onBusyChange: (busy: boolean) => void; onDone: () => void }) {
  const adjust = useAdjustCredits(customer.id);
  const form = useForm<CreditAdjustmentFormInput, unknown, CreditAdjustmentFormValues>({
    resolver: zodResolver(creditAdjustmentFormSchema),
    defaultValues: { direction: 'add', reason: '' },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const [direction, credits] = useWatch({ control: form.control, name: ['direction', 'credits'] });
  const amount = Number.isInteger(credits) && credits > 0 ? (direction === 'add' ? credits : -credits) : 0;
  const newBalance = customer.credits.balance + amount;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    onBusyChange(true);
    try {
      const adjustment = creditAdjustmentSchema.parse(toCreditAdjustment(values));
      await adjust.mutateAsync(adjustment);
      onBusyChange(false);
      toast.success(`${adjustment.amount > 0 ? `Added ${formatCount(adjustment.amount)}` : `Took back ${formatCount(-adjustment.amount)}`} credits for ${customer.full_name || customer.email}`);
      onDone();
    } catch (error) {
      onBusyChange(false);
      for (const fieldError of getFieldErrors(error)) {
        if (fieldError.field === 'amount') form.setError('credits', { type: 'server', message: fieldError.message });
        if (fieldError.field === 'reason') form.setError('reason', { type: 'server', message: fieldError.message });
      }
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      {serverError && <Alert>{serverError}</Alert>}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink">Change</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <label className="flex items-center gap-2">
            <input type="radio" value="add" className="size-4 accent-coral-600" {...form.register('direction')} />
            Give credits
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="remove" className="size-4 accent-coral-600" {...form.register('direction')} />
            Take credits back
          </label>
        </div>
      </fieldset>
      <FormField
        label="Credits"
        error={errors.credits?.message}
        hint={amount !== 0 ? (newBalance < 0 ? `That is more than their ${formatCount(customer.credits.balance)} credits.` : `New balance: ${formatCount(newBalance)} credits.`) : undefined}
      >
        {(control) => <Input {...control} type="number" min={1} step={1} inputMode="numeric" {...form.register('credits', { valueAsNumber: true })} />}
      </FormField>
      <ReasonField registration={form.register('reason')} error={errors.reason?.message} />
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant={direction === 'remove' ? 'danger' : 'primary'} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : direction === 'remove' ? 'Take credits back' : 'Give credits'}
        </Button>
      </DialogFooter>
    </form>
  );
}
