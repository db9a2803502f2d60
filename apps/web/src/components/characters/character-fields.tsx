import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ANIMAL_SPECIES, CREATURE_SPECIES, isPersonKind, PRONOUNS, type Character } from '@studio/contracts/stories';
import { emptyToUndefined, listFromText } from '../../lib/form-values';
import { Select } from '../ui/field-controls';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

const KIND_LABELS = { child: 'Child', 'grown-up': 'Grown-up (parent, grandparent, teacher…)', animal: 'Animal', creature: 'Magical creature' } as const;

/** What the fields ask of registering: turning typed text into the value, and reacting to a change. */
interface CharacterFieldOptions {
  setValueAs?: (value: unknown) => unknown;
  onChange?: (event: { target: unknown }) => unknown;
}

export type CharacterFieldName = 'name' | 'kind' | 'species' | 'pronoun' | 'appearance.hair' | 'appearance.skin_tone' | 'appearance.clothing' | 'appearance.fur' | 'traits';

interface CharacterFieldsProps {
  /** Registers one of the character's fields wherever the form keeps the character. */
  register: (field: CharacterFieldName, options?: CharacterFieldOptions) => UseFormRegisterReturn;
  kind: Character['kind'] | undefined;
  errors: Partial<Record<'name' | 'species' | 'traits', { message?: string }>> | undefined;
  /** What typing the name does beside filling it in (a story checks its step again). */
  nameOptions?: CharacterFieldOptions;
  autoFocusName?: boolean;
  /** More of a person's looks, shown after their clothing (a story's "Drawn with"). */
  personLooks?: ReactNode;
}

/** A character's details, the same in a story's character card and in the family's saved characters. */
export function CharacterFields({ register, kind, errors, nameOptions, autoFocusName, personLooks }: CharacterFieldsProps) {
  const species = kind === 'animal' ? ANIMAL_SPECIES : CREATURE_SPECIES;
  return (
    <>
      <FormField label="Name" error={errors?.name?.message}>
        {(props) => <Input {...props} {...register('name', nameOptions)} placeholder="Mia" autoFocus={autoFocusName} />}
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
        <FormField label="Species" error={errors?.species?.message}>
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
          {personLooks}
        </>
      ) : (
        <FormField label="Fur, scales or colour">{(props) => <Input {...props} {...register('appearance.fur', { setValueAs: emptyToUndefined })} placeholder="soft grey" />}</FormField>
      )}
      <FormField label="Personality" hint="A few words, separated by commas" error={errors?.traits?.message}>
        {(props) => <Input {...props} {...register('traits', { setValueAs: listFromText })} placeholder="brave, kind" />}
      </FormField>
    </>
  );
}
