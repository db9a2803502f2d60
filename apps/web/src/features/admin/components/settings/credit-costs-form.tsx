import { zodResolver } from '@hookform/resolvers/zod';
import { IMAGE_MODELS } from '@studio/contracts/billing';
import type { Settings } from '@studio/contracts/settings';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { getErrorMessage } from '../../../../lib/api-error';
import { useUpdateSettings } from '../../api/update-settings';
import { creditCostsFormSchema, type CreditCostsFormInput, type CreditCostsFormValues } from '../../utils/settings-forms';
import { SaveRow } from './save-row';

const MODEL_LABELS: Record<(typeof IMAGE_MODELS)[number], string> = {
  builtin: 'Built-in illustrator',
  'gpt-image-1-mini': 'gpt-image-1-mini',
  'gpt-image-1': 'gpt-image-1',
};

/** What one picture costs in credits, per image model. */
export function CreditCostsForm({ creditCosts }: { creditCosts: Settings['credit_costs'] }) {
  const update = useUpdateSettings();
  const form = useForm<CreditCostsFormInput, unknown, CreditCostsFormValues>({ resolver: zodResolver(creditCostsFormSchema), defaultValues: { credit_costs: creditCosts, reason: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ credit_costs: saved.credit_costs, reason: '' });
      toast.success('Credit costs saved');
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {serverError && <Alert>{serverError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-3">
        {IMAGE_MODELS.map((model) => (
          <FormField key={model} label={MODEL_LABELS[model]} error={errors.credit_costs?.[model]?.message} hint="credits per picture">
            {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={1000} step={1} {...form.register(`credit_costs.${model}`, { valueAsNumber: true })} />}
          </FormField>
        ))}
      </div>
      <SaveRow reason={form.register('reason')} reasonError={errors.reason?.message} isDirty={isDirty} isSubmitting={isSubmitting} label="Save credit costs" />
    </form>
  );
}
