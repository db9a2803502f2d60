import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ANIMAL_SPECIES, CREATURE_SPECIES, isPersonKind, PRONOUNS, type Character } from '@studio/contracts/stories';
import { savedCharacterWriteSchema } from '@studio/contracts/saved-characters';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-error';

type FormInput = z.input<typeof savedCharacterWriteSchema>;
const KIND_LABELS = { child: 'Child', 'grown-up': 'Grown-up (parent, grandparent, teacher…)', animal: 'Animal', creature: 'Magical creature' } as const;
const EMPTY: FormInput = { name: '', kind: 'child', pronoun: 'they', appearance: {}, traits: [] };

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const listFromText = (value: unknown) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value);

interface SavedCharacterFormProps {
  initial?: Character;
  submitLabel: string;
  onSubmit: (character: Character) => Promise<unknown>;
  onCancel: () => void;
}

/** A saved character's details: the same fields a story's character card has. */
export function SavedCharacterForm({ initial, submitLabel, onSubmit, onCancel }: SavedCharacterFormProps) {
  const form = useForm<FormInput, unknown, Character>({ resolver: zodResolver(savedCharacterWriteSchema), defaultValues: initial ?? EMPTY });
  const { register, control, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  const errors = formState.errors;
  const species = kind === 'animal' ? ANIMAL_SPECIES : CREATURE_SPECIES;
  const submit = form.handleSubmit(async (character) => {
    try {
      await onSubmit(character);
    } catch (error) {
      form.setError('root', { message: getErrorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" error={errors.name?.message}>
        {(props) => <Input {...props} {...register('name')} placeholder="Mia" autoFocus />}
      </FormField>
      <FormField label="Who are they?">
        {(props) => (
          <Select {...props} {...register('kind')}>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </Select>
        )}
      </FormField>
      {!isPersonKind(kind) && (
        <FormField label="Species" error={errors.species?.message}>
          {(props) => (
            <Select {...props} {...register('species', { setValueAs: emptyToUndefined })}>
              <option value="">Choose…</option>
              {species.map((value) => (
                <option key={value} value={value}>{value}</option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <FormField label="Pronouns">
        {(props) => (
          <Select {...props} {...register('pronoun')}>
            {PRONOUNS.map((value) => (
              <option key={value} value={value}>{value}</option>
            ))}
          </Select>
        )}
      </FormField>
      {isPersonKind(kind) ? (
        <>
          <FormField label="Hair">{(props) => <Input {...props} {...register('appearance.hair', { setValueAs: emptyToUndefined })} placeholder="curly brown" />}</FormField>
          <FormField label="Skin tone">{(props) => <Input {...props} {...register('appearance.skin_tone', { setValueAs: emptyToUndefined })} placeholder="warm brown" />}</FormField>
          <FormField label="Clothing">{(props) => <Input {...props} {...register('appearance.clothing', { setValueAs: emptyToUndefined })} placeholder="yellow raincoat" />}</FormField>
        </>
      ) : (
        <FormField label="Fur, scales or colour">{(props) => <Input {...props} {...register('appearance.fur', { setValueAs: emptyToUndefined })} placeholder="soft grey" />}</FormField>
      )}
      <FormField label="Personality" hint="A few words, separated by commas" error={errors.traits?.message}>
        {(props) => <Input {...props} {...register('traits', { setValueAs: listFromText })} placeholder="brave, kind" />}
      </FormField>
      {errors.root?.message && (
        <div className="sm:col-span-2">
          <Alert>{errors.root.message}</Alert>
        </div>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
