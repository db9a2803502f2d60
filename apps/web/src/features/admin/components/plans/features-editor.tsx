import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import type { PlanFormInput } from '../../utils/plan-form';

const MAX_FEATURES = 20;

interface FeaturesEditorProps {
  control: Control<PlanFormInput>;
  register: UseFormRegister<PlanFormInput>;
  errors: FieldErrors<PlanFormInput>;
}

/** The plan's selling points as shown on /pricing: add, reword, reorder and remove rows. */
export function FeaturesEditor({ control, register, errors }: FeaturesEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'features' });
  const listError = errors.features?.message ?? errors.features?.root?.message;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink">Features shown on the pricing page</legend>
      {fields.length === 0 && <p className="text-sm text-ink-soft">No features listed.</p>}
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const error = errors.features?.[index]?.text?.message;
          return (
            <li key={field.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-1.5">
                <Input
                  aria-label={`Feature ${index + 1}`}
                  aria-invalid={Boolean(error)}
                  maxLength={120}
                  className="h-10"
                  {...register(`features.${index}.text`)}
                />
                <Button variant="ghost" size="icon" aria-label={`Move feature ${index + 1} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Move feature ${index + 1} down`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Remove feature ${index + 1}`} onClick={() => remove(index)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {error && <p className="text-sm font-medium text-danger-600">{error}</p>}
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm font-medium text-danger-600">{listError}</p>}
      <Button variant="outline" size="sm" className="self-start" disabled={fields.length >= MAX_FEATURES} onClick={() => append({ text: '' }, { shouldFocus: true })}>
        <Plus aria-hidden="true" />
        Add a feature
      </Button>
    </fieldset>
  );
}
