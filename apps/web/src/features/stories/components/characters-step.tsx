import { Trash2, UserPlus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ANIMAL_SPECIES, CREATURE_SPECIES, isPersonKind, LOOK_FEATURES, PRONOUNS, type LookFeature } from '@studio/contracts/stories';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { characterFromSuggestion } from '../utils/character-from-suggestion';
import { emptyToUndefined, listFromText, NEW_CHARACTER, type StoryDraftFormInput } from '../utils/story-form-schema';
import { Select } from '../../../components/ui/field-controls';
import { SuggestionChips } from './suggestion-chips';
import { BulkPhotoDrop } from './bulk-photo-drop';
import { CharacterPhotoField } from './character-photo-field';
import { photosWithout } from '../utils/photos-without';
import { SavedCharacterPicker } from './saved-character-picker';

const MAX_CHARACTERS = 6;
const FEATURE_LABELS: Record<LookFeature, string> = { wheelchair: 'A wheelchair', glasses: 'Glasses', 'hearing aid': 'Hearing aids', headscarf: 'A headscarf', freckles: 'Freckles' };
const KIND_LABELS = { child: 'Child', 'grown-up': 'Grown-up (parent, grandparent, teacher…)', animal: 'Animal', creature: 'Magical creature' } as const;

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
  const species = kind === 'animal' ? ANIMAL_SPECIES : CREATURE_SPECIES;
  const name = useWatch({ control, name: `characters.${index}.name` });
  return (
    <div role="group" aria-label={`Character ${index + 1}`} className="grid gap-4 rounded-2xl border border-line bg-paper p-4 sm:grid-cols-2">
      <FormField label="Name" error={errors?.name?.message}>
        {/* A step's check runs before the form is submitted, so its message is checked again as the name is typed rather than left standing. */}
        {(props) => <Input {...props} {...register(`${at}.name`, { onChange: () => errors?.name && void trigger(`${at}.name`) })} placeholder="Mia" />}
      </FormField>
      <FormField label="Who are they?">
        {(props) => (
          <Select {...props} {...register(`${at}.kind`)}>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </Select>
        )}
      </FormField>
      {!isPersonKind(kind) && (
        <FormField label="Species" error={errors?.species?.message}>
          {(props) => (
            <Select {...props} {...register(`${at}.species`, { setValueAs: emptyToUndefined })}>
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
          <Select {...props} {...register(`${at}.pronoun`)}>
            {PRONOUNS.map((value) => (
              <option key={value} value={value}>{value}</option>
            ))}
          </Select>
        )}
      </FormField>
      {isPersonKind(kind) ? (
        <>
          <FormField label="Hair">{(props) => <Input {...props} {...register(`${at}.appearance.hair`, { setValueAs: emptyToUndefined })} placeholder="curly brown" />}</FormField>
          <FormField label="Skin tone">{(props) => <Input {...props} {...register(`${at}.appearance.skin_tone`, { setValueAs: emptyToUndefined })} placeholder="warm brown" />}</FormField>
          <FormField label="Clothing">{(props) => <Input {...props} {...register(`${at}.appearance.clothing`, { setValueAs: emptyToUndefined })} placeholder="yellow raincoat" />}</FormField>
          <LookFeatures index={index} />
        </>
      ) : (
        <FormField label="Fur, scales or colour">{(props) => <Input {...props} {...register(`${at}.appearance.fur`, { setValueAs: emptyToUndefined })} placeholder="soft grey" />}</FormField>
      )}
      <FormField label="Personality" hint="A few words, separated by commas" error={errors?.traits?.message}>
        {(props) => <Input {...props} {...register(`${at}.traits`, { setValueAs: listFromText })} placeholder="brave, kind" />}
      </FormField>
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
