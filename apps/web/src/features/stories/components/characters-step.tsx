import { Trash2, UserPlus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LOOK_FEATURES, type LookFeature } from '@studio/contracts/stories';
import { Button } from '../../../components/ui/button';
import { CharacterFields } from '../../../components/characters/character-fields';
import { characterFromSuggestion } from '../utils/character-from-suggestion';
import { NEW_CHARACTER, type StoryDraftFormInput } from '../utils/story-form-schema';
import { SuggestionChips } from './suggestion-chips';
import { BulkPhotoDrop } from './bulk-photo-drop';
import { CharacterPhotoField } from './character-photo-field';
import { photosWithout } from '../utils/photos-without';
import { SavedCharacterPicker } from './saved-character-picker';

const MAX_CHARACTERS = 6;
const FEATURE_LABELS: Record<LookFeature, string> = { wheelchair: 'A wheelchair', glasses: 'Glasses', 'hearing aid': 'Hearing aids', headscarf: 'A headscarf', freckles: 'Freckles' };

export function CharactersStep() {
  const { control, formState, getValues, setValue } = useFormContext<StoryDraftFormInput>();
  const characters = useFieldArray({ control, name: 'characters' });
  const removeCharacter = (index: number) => {
    characters.remove(index);
    setValue('character_photos', photosWithout(getValues('character_photos') ?? [], index));
  };
  const listError = formState.errors.characters?.root?.message ?? formState.errors.characters?.message;
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-2 text-xl font-semibold">Who is in the story?</legend>
      <SavedCharacterPicker />
      <BulkPhotoDrop />
      {characters.fields.map((field, index) => (
        <CharacterCard key={field.id} index={index} canRemove={characters.fields.length > 1} onRemove={() => removeCharacter(index)} />
      ))}
      {listError && <p className="text-sm font-medium text-danger-600">{listError}</p>}
      {characters.fields.length < MAX_CHARACTERS && (
        <div className="flex flex-col gap-3">
          <Button variant="outline" size="sm" className="self-start" onClick={() => characters.append({ ...NEW_CHARACTER })}>
            <UserPlus aria-hidden="true" /> Add a character
          </Button>
          <SuggestionChips field="character" what="characters" onPick={(suggestion) => characters.append(characterFromSuggestion(suggestion))} />
        </div>
      )}
    </fieldset>
  );
}

function CharacterCard({ index, canRemove, onRemove }: { index: number; canRemove: boolean; onRemove: () => void }) {
  const { register, control, formState, trigger } = useFormContext<StoryDraftFormInput>();
  const kind = useWatch({ control, name: `characters.${index}.kind` });
  const errors = formState.errors.characters?.[index];
  const at = `characters.${index}` as const;
  const name = useWatch({ control, name: `characters.${index}.name` });
  return (
    <div role="group" aria-label={`Character ${index + 1}`} className="grid gap-4 rounded-2xl border border-line bg-paper p-4 sm:grid-cols-2">
      <CharacterFields
        register={(field, options) => register(`${at}.${field}`, options)}
        kind={kind}
        errors={errors}
        // A step's check runs before the form is submitted, so its message is checked again as the name is typed rather than left standing.
        nameOptions={{ onChange: () => errors?.name && void trigger(`${at}.name`) }}
        personLooks={<LookFeatures index={index} />}
      />
      <CharacterPhotoField index={index} name={name ?? ''} />
      {canRemove && (
        <Button variant="ghost" size="sm" className="self-end justify-self-start text-danger-600" onClick={onRemove}>
          <Trash2 aria-hidden="true" /> Remove character {index + 1}
        </Button>
      )}
    </div>
  );
}

/** Aids and looks the pictures show: ticked here, or read by the illustrator from the words typed above. */
function LookFeatures({ index }: { index: number }) {
  const { control, setValue } = useFormContext<StoryDraftFormInput>();
  const name = `characters.${index}.appearance.features` as const;
  const ticked = useWatch({ control, name }) ?? [];
  const toggle = (feature: LookFeature, on: boolean) =>
    setValue(name, LOOK_FEATURES.filter((candidate) => (candidate === feature ? on : ticked.includes(candidate))), { shouldDirty: true });
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-ink">Drawn with</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {LOOK_FEATURES.map((feature) => (
          <label key={feature} className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="size-4 accent-coral-500" checked={ticked.includes(feature)} onChange={(event) => toggle(feature, event.target.checked)} /> {FEATURE_LABELS[feature]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
