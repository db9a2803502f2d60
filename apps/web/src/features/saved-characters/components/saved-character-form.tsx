import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Character } from '@studio/contracts/stories';
import { savedCharacterWriteSchema } from '@studio/contracts/saved-characters';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CharacterFields } from '../../../components/characters/character-fields';
import { getErrorMessage } from '../../../lib/api-error';

type FormInput = z.input<typeof savedCharacterWriteSchema>;
const EMPTY: FormInput = { name: '', kind: 'child', pronoun: 'they', appearance: {}, traits: [] };

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
  const submit = form.handleSubmit(async (character) => {
    try {
      await onSubmit(character);
    } catch (error) {
      form.setError('root', { message: getErrorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <CharacterFields register={(field, options) => register(field, options)} kind={kind} errors={errors} autoFocusName />
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
