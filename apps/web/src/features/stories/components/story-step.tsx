import { useFormContext } from 'react-hook-form';
import { ART_STYLES, MAX_DEDICATION, SETTINGS, TONES, type SuggestionField } from '@studio/contracts/stories';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { emptyToUndefined } from '../../../lib/form-values';
import type { StoryDraftFormInput } from '../utils/story-form-schema';
import { Select, TextArea } from '../../../components/ui/field-controls';
import { SuggestionChips } from './suggestion-chips';
import { BuiltInThemes } from './built-in-themes';

const ART_STYLE_LABELS = { flat: 'Bright and flat', watercolor: 'Watercolour', crayon: 'Crayon' } as const;

export function StoryStep() {
  const { register, setValue, watch, formState } = useFormContext<StoryDraftFormInput>();
  const ageGroup = watch('target_age_range');
  const errors = formState.errors;
  const pick = (field: 'theme' | 'lesson' | 'setting') => (suggestion: string) =>
    setValue(field, suggestion as never, { shouldDirty: true, shouldValidate: true });
  const chips = (field: SuggestionField & ('theme' | 'lesson' | 'setting'), what: string) => (
    <SuggestionChips field={field} ageGroup={ageGroup} what={what} onPick={pick(field)} />
  );
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-2 text-xl font-semibold">What is the story about?</legend>
      <FormField label="Theme" error={errors.theme?.message} hint={chips('theme', 'themes')}>
        {(props) => <Input {...props} {...register('theme', { setValueAs: emptyToUndefined })} placeholder="a picnic that goes wrong" />}
      </FormField>
      <BuiltInThemes onPick={pick('theme')} />
      <FormField label="Setting" error={errors.setting?.message} hint={chips('setting', 'settings')}>
        {(props) => (
          <Select {...props} {...register('setting', { setValueAs: emptyToUndefined })}>
            <option value="">Surprise me</option>
            {SETTINGS.map((setting) => (
              <option key={setting} value={setting}>{setting}</option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Lesson" error={errors.lesson?.message} hint={chips('lesson', 'lessons')}>
        {(props) => <Input {...props} {...register('lesson', { setValueAs: emptyToUndefined })} placeholder="Friends help each other" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Tone">
          {(props) => (
            <Select {...props} {...register('tone')}>
              {TONES.map((tone) => (
                <option key={tone} value={tone}>{tone}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Art style">
          {(props) => (
            <Select {...props} {...register('art_style')}>
              {ART_STYLES.map((style) => (
                <option key={style} value={style}>{ART_STYLE_LABELS[style]}</option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField label="Anything else?" error={errors.notes?.message} hint="Favourite things, a name for the pet, a place you love…">
        {(props) => <TextArea {...props} {...register('notes', { setValueAs: emptyToUndefined })} />}
      </FormField>
      <FormField label="Dedication (optional)" error={errors.dedication?.message} hint="Printed on its own page before the story, e.g. “For Mia, love Grandma”. You can change it later.">
        {(props) => <TextArea {...props} rows={2} className="min-h-16" maxLength={MAX_DEDICATION} {...register('dedication', { setValueAs: emptyToUndefined })} />}
      </FormField>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-coral-500" {...register('belongs_to_page')} /> Add a “This book belongs to” page
      </label>
    </fieldset>
  );
}
