import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { getErrorMessage } from '../../../../lib/api-error';
import { useUpdateSettings } from '../../api/update-settings';
import { expiryHours, MAX_EXPIRY_HOURS, orderExpiryFormSchema, type OrderExpiryFormInput, type OrderExpiryFormValues } from '../../utils/settings-forms';
import { SaveRow } from './save-row';

const asText = (hours: number | null) => (hours === null ? '' : String(hours));

/** How long an unpaid print order waits before it is cancelled; blank keeps the server's default. */
export function OrderExpiryForm({ hours }: { hours: number | null }) {
  const update = useUpdateSettings();
  const form = useForm<OrderExpiryFormInput, unknown, OrderExpiryFormValues>({ resolver: zodResolver(orderExpiryFormSchema), defaultValues: { hours: asText(hours), reason: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync({ unpaid_order_expiry_hours: expiryHours(values.hours), reason: values.reason });
      form.reset({ hours: asText(saved.unpaid_order_expiry_hours), reason: '' });
      toast.success(saved.unpaid_order_expiry_hours === null ? 'Unpaid orders now use the server’s default expiry' : `Unpaid orders are now cancelled after ${saved.unpaid_order_expiry_hours} hours`);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {serverError && <Alert>{serverError}</Alert>}
      <div className="max-w-xs">
        <FormField label="Cancel unpaid orders after (hours)" error={errors.hours?.message} hint={`1 to ${MAX_EXPIRY_HOURS}; leave blank for the server's default (PRINT_ORDER_PAYMENT_HOURS).`}>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="off" placeholder="Server default" {...form.register('hours')} />}
        </FormField>
      </div>
      <SaveRow reason={form.register('reason')} reasonError={errors.reason?.message} isDirty={isDirty} isSubmitting={isSubmitting} label="Save expiry" />
    </form>
  );
}
