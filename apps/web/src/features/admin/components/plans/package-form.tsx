import { zodResolver } from '@hookform/resolvers/zod';
import { creditPackageCreateSchema, creditPackageUpdateSchema, type AdminCreditPackage } from '@studio/contracts/admin-plans';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { getErrorMessage, getFieldErrors } from '../../../../lib/api-error';
import { useCreateCreditPackage } from '../../api/create-credit-package';
import { useUpdateCreditPackage } from '../../api/update-credit-package';
import { packageFormDefaults, packageFormField, packageFormSchema, toPackageCreate, toPackageUpdate, type PackageFormInput, type PackageFormValues } from '../../utils/package-form';
import { ReasonField } from '../shared/reason-field';

/** Creates a credit package, or edits one (sending only what changed). */
export function PackageForm({ creditPackage, onDone }: { creditPackage?: AdminCreditPackage; onDone: () => void }) {
  const create = useCreateCreditPackage();
  const update = useUpdateCreditPackage();
  const form = useForm<PackageFormInput, unknown, PackageFormValues>({ resolver: zodResolver(packageFormSchema), defaultValues: packageFormDefaults(creditPackage) });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (creditPackage) {
        const change = toPackageUpdate(values, creditPackage);
        if (!change) {
          setFormError('Nothing has changed.');
          return;
        }
        await update.mutateAsync({ packageId: creditPackage.id, change: creditPackageUpdateSchema.parse(change) });
        toast.success(`Package “${values.name}” saved`);
      } else {
        await create.mutateAsync(creditPackageCreateSchema.parse(toPackageCreate(values)));
        toast.success(`Package “${values.name}” created`);
      }
      onDone();
    } catch (error) {
      for (const fieldError of getFieldErrors(error)) {
        const field = packageFormField(fieldError.field);
        if (field) form.setError(field, { type: 'server', message: fieldError.message });
      }
      setFormError(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label="Name" error={errors.name?.message}>
            {(control) => <Input {...control} maxLength={60} {...form.register('name')} />}
          </FormField>
        </div>
        <FormField label="Credits" error={errors.credits?.message}>
          {(control) => <Input {...control} type="number" min={1} step={1} inputMode="numeric" {...form.register('credits', { valueAsNumber: true })} />}
        </FormField>
        <FormField label="Price (£)" error={errors.price?.message} hint={creditPackage ? 'Applies to purchases from now on.' : 'In pounds, e.g. 4.99.'}>
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" placeholder="4.99" {...form.register('price')} />}
        </FormField>
        <FormField label="Sort order" error={errors.sort_order?.message} hint="Lower comes first.">
          {(control) => <Input {...control} type="number" min={0} max={1000} step={1} inputMode="numeric" {...form.register('sort_order', { valueAsNumber: true })} />}
        </FormField>
      </div>
      {creditPackage && (
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1 size-4 accent-coral-600" {...form.register('is_active')} />
          <span>
            Active
            <span className="block text-sm text-ink-soft">Untick to retire: it is no longer offered for sale.</span>
          </span>
        </label>
      )}
      <ReasonField registration={form.register('reason')} error={errors.reason?.message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : creditPackage ? 'Save package' : 'Create package'}
        </Button>
      </div>
    </form>
  );
}
