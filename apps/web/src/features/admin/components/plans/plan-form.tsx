import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminPlan } from '@studio/contracts/admin-plans';
import { planCreateSchema, planUpdateSchema } from '@studio/contracts/admin-plans';
import { PLAN_TYPES } from '@studio/contracts/billing';
import { STORY_LENGTHS, type StoryLength } from '@studio/contracts/stories';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Select, TextArea } from '../../../../components/ui/field-controls';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useCatalogueFormSubmit } from '../../hooks/use-catalogue-form';
import { useCreatePlan } from '../../api/create-plan';
import { useUpdatePlan } from '../../api/update-plan';
import { humanize } from '../../utils/format';
import { planFormDefaults, planFormField, planFormSchema, toPlanCreate, toPlanUpdate, type PlanFormInput, type PlanFormValues } from '../../utils/plan-form';
import { FormButtons } from '../shared/form-buttons';
import { ReasonField } from '../shared/reason-field';
import { FeaturesEditor } from './features-editor';

const LENGTH_LABELS: Record<StoryLength, string> = { short: 'Short (8 pages)', medium: 'Medium (16 pages)', long: 'Long (24 pages)' };

/** Creates a plan, or edits one (sending only what changed). */
export function PlanForm({ plan, onDone }: { plan?: AdminPlan; onDone: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useForm<PlanFormInput, unknown, PlanFormValues>({ resolver: zodResolver(planFormSchema), defaultValues: planFormDefaults(plan) });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const { submit, formError } = useCatalogueFormSubmit(form, {
    noun: 'Plan',
    editing: Boolean(plan),
    save: async (values) => {
      if (!plan) {
        await create.mutateAsync(planCreateSchema.parse(toPlanCreate(values)));
        return true;
      }
      const change = toPlanUpdate(values, plan);
      if (change) await update.mutateAsync({ planId: plan.id, change: planUpdateSchema.parse(change) });
      return Boolean(change);
    },
    fieldOf: planFormField,
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} maxLength={60} {...form.register('name')} />}
        </FormField>
        {plan ? (
          <FormField label="Type" hint="A plan's type cannot change.">
            {(control) => <Input {...control} value={humanize(plan.type)} readOnly disabled />}
          </FormField>
        ) : (
          <FormField label="Type" error={errors.type?.message}>
            {(control) => (
              <Select {...control} {...form.register('type')}>
                {PLAN_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {humanize(value)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        <div className="sm:col-span-2">
          <FormField label="Description" error={errors.description?.message}>
            {(control) => <TextArea {...control} rows={2} className="min-h-16" maxLength={300} {...form.register('description')} />}
          </FormField>
        </div>
        <FormField
          label="Monthly price (£)"
          error={errors.price?.message}
          hint={plan ? 'A new price applies from each subscriber’s next billing period, never the current one.' : type === 'free' ? 'The free plan costs 0.' : 'In pounds, e.g. 9.99.'}
        >
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" placeholder="9.99" {...form.register('price')} />}
        </FormField>
        <FormField label="Monthly credits" error={errors.monthly_credits?.message} hint={plan ? 'Like the price, from the next period.' : undefined}>
          {(control) => <Input {...control} type="number" min={0} step={1} inputMode="numeric" {...form.register('monthly_credits', { valueAsNumber: true })} />}
        </FormField>
        <FormField label="Saved characters" error={errors.saved_characters?.message} hint="How many characters a subscriber keeps in My characters.">
          {(control) => <Input {...control} type="number" min={0} max={100} step={1} inputMode="numeric" {...form.register('saved_characters', { valueAsNumber: true })} />}
        </FormField>
        <FormField label="Sort order" error={errors.sort_order?.message} hint="Lower comes first on the pricing page.">
          {(control) => <Input {...control} type="number" min={0} max={1000} step={1} inputMode="numeric" {...form.register('sort_order', { valueAsNumber: true })} />}
        </FormField>
      </div>

      <FeaturesEditor control={form.control} register={form.register} errors={errors} />

      <Controller
        control={form.control}
        name="allowed_story_lengths"
        render={({ field, fieldState }) => (
          <fieldset className="flex flex-col gap-2" aria-describedby={fieldState.error ? 'plan-lengths-error' : undefined}>
            <legend className="text-sm font-semibold text-ink">Story lengths allowed</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {STORY_LENGTHS.map((length) => (
                <label key={length} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-coral-600"
                    checked={field.value.includes(length)}
                    onChange={(event) => field.onChange(event.target.checked ? [...field.value, length] : field.value.filter((value) => value !== length))}
                    onBlur={field.onBlur}
                  />
                  {LENGTH_LABELS[length]}
                </label>
              ))}
            </div>
            {fieldState.error && (
              <p id="plan-lengths-error" className="text-sm font-medium text-danger-600">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />

      <div className="flex flex-col gap-3">
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1 size-4 accent-coral-600" {...form.register('allow_custom_images')} />
          <span>
            Custom images allowed
            <span className="block text-sm text-ink-soft">Subscribers may upload their own character photos.</span>
          </span>
        </label>
        {plan && (
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-1 size-4 accent-coral-600" disabled={plan.type === 'free'} {...form.register('is_active')} />
            <span>
              Active
              <span className="block text-sm text-ink-soft">
                {plan.type === 'free' ? 'The free plan is always offered.' : 'Untick to retire: no new subscriptions; current ones carry on to their period end.'}
              </span>
            </span>
          </label>
        )}
      </div>

      <ReasonField registration={form.register('reason')} error={errors.reason?.message} />
      <FormButtons submitLabel={plan ? 'Save plan' : 'Create plan'} isSubmitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
