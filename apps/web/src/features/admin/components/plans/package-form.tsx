import { zodResolver } from '@hookform/resolvers/zod';
import { creditPackageCreateSchema, creditPackageUpdateSchema, type AdminCreditPackage } from '@studio/contracts/admin-plans';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useCatalogueFormSubmit } from '../../hooks/use-catalogue-form';
import { useCreateCreditPackage } from '../../api/create-credit-package';
import { useUpdateCreditPackage } from '../../api/update-credit-package';
import { packageFormDefaults, packageFormField, packageFormSchema, toPackageCreate, toPackageUpdate, type PackageFormInput, type PackageFormValues } from '../../utils/package-form';
import { FormButtons } from '../shared/form-buttons';
import { ReasonField } from '../shared/reason-field';

/** Creates a credit package, or edits one (sending only what changed). */
export function PackageForm({ creditPackage, onDone }: { creditPackage?: AdminCreditPackage; onDone: () => void }) {
  const create = useCreateCreditPackage();
  const update = useUpdateCreditPackage();
  const form = useForm<PackageFormInput, unknown, PackageFormValues>({ resolver: zodResolver(packageFormSchema), defaultValues: packageFormDefaults(creditPackage) });
  const { errors, isSubmitting } = form.formState;
  const { submit, formError } = useCatalogueFormSubmit(form, {
    noun: 'Package',
    editing: Boolean(creditPackage),
    save: async (values) => {
      if (!creditPackage) {
        await create.mutateAsync(creditPackageCreateSchema.parse(toPackageCreate(values)));
        return true;
      }
      const change = toPackageUpdate(values, creditPackage);
      if (change) await update.mutateAsync({ packageId: creditPackage.id, change: creditPackageUpdateSchema.parse(change) });
      return Boolean(change);
    },
    fieldOf: packageFormField,
    onDone,
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
      <FormButtons submitLabel={creditPackage ? 'Save package' : 'Create package'} isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
