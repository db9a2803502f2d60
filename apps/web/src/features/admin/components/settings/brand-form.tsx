import { zodResolver } from '@hookform/resolvers/zod';
import type { Brand } from '@studio/contracts/settings';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert';
import { TextArea } from '../../../../components/ui/field-controls';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useUpdateSettings } from '../../api/update-settings';
import { brandFormSchema, type BrandFormInput, type BrandFormValues } from '../../utils/settings-forms';
import { SaveRow } from './save-row';

const FIELDS = ['support_email', 'support_phone', 'address', 'opening_hours', 'founded_year', 'reason'] as const;

/** How customers reach us: shown in the site's footer and on the contact page as soon as it is saved. */
export function BrandForm({ brand }: { brand: Brand }) {
  const update = useUpdateSettings();
  const form = useForm<BrandFormInput, unknown, BrandFormValues>({ resolver: zodResolver(brandFormSchema), defaultValues: { ...brand, reason: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async ({ reason, ...values }) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync({ brand: values, reason });
      form.reset({ ...saved.brand, reason: '' });
      toast.success('Contact details saved; the footer shows them now');
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {serverError && <Alert>{serverError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Support e-mail" error={errors.support_email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('support_email')} />}
        </FormField>
        <FormField label="Support phone" error={errors.support_phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="off" {...form.register('support_phone')} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Postal address" error={errors.address?.message}>
            {(control) => <TextArea {...control} rows={2} className="min-h-16" {...form.register('address')} />}
          </FormField>
        </div>
        <FormField label="Opening hours" error={errors.opening_hours?.message} hint="e.g. Mon-Fri 9AM-5PM GMT">
          {(control) => <Input {...control} {...form.register('opening_hours')} />}
        </FormField>
        <FormField label="Founded (year)" error={errors.founded_year?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1900} max={2100} {...form.register('founded_year', { valueAsNumber: true })} />}
        </FormField>
      </div>
      <SaveRow reason={form.register('reason')} reasonError={errors.reason?.message} isDirty={isDirty} isSubmitting={isSubmitting} label="Save contact details" />
    </form>
  );
}
