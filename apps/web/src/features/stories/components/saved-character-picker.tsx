import { useState } from 'react';
import { Link } from 'react-router';
import { Check, Plus } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SavedCharacter } from '@studio/contracts/saved-characters';
import { MAX_CHARACTERS } from '@studio/contracts/stories';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { copySavedPhotoForStory, useSavedCharacters } from '../../../lib/saved-characters';
import { usePhotoPreviews } from '../hooks/photo-previews';
import { addToCast } from '../utils/add-to-cast';
import type { StoryDraftFormInput } from '../utils/story-form-schema';

/**
 * "Your characters" on /story/details: one click adds a copy of a saved character (and of its photo, on
 * paid plans) to the new story's cast. The story keeps that copy whatever happens to the saved one.
 */
export function SavedCharacterPicker() {
  const saved = useSavedCharacters();
  const { control, getValues, setValue } = useFormContext<StoryDraftFormInput>();
  const cast = useWatch({ control, name: 'characters' }) ?? [];
  const previews = usePhotoPreviews();
  const [adding, setAdding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async (pick: SavedCharacter) => {
    setAdding(pick.id);
    setError(null);
    try {
      const photo = pick.photo_url && saved.data?.photos_allowed ? await copySavedPhotoForStory(pick.id) : null;
      if (photo) previews.remember(photo.image_id, photo.url);
      const next = addToCast({ characters: getValues('characters'), character_photos: getValues('character_photos') ?? [] }, pick.character, photo?.image_id);
      setValue('characters', next.characters, { shouldDirty: true, shouldValidate: true });
      setValue('character_photos', next.character_photos, { shouldDirty: true });
    } catch (failure) {
      setError(`${pick.character.name} could not be added: ${getErrorMessage(failure)}`);
    } finally {
      setAdding(null);
    }
  };

  if (saved.isPending) return <p className="text-sm text-ink-soft">Looking for your saved characters…</p>;
  if (saved.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger-600">
        Your saved characters could not be loaded.
        <Button variant="ghost" size="sm" onClick={() => void saved.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const characters = saved.data.characters;
  if (characters.length === 0) {
    return (
      <p className="text-sm text-ink-soft">
        Characters you keep in <Link to="/my-characters" className="font-semibold text-coral-700 underline">My characters</Link> can be added here in one click.
      </p>
    );
  }
  const names = new Set(cast.map((character) => character.name?.trim().toLowerCase()));
  const full = cast.filter((character) => character.name?.trim()).length >= MAX_CHARACTERS;
  return (
    <section aria-labelledby="saved-picker-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-cream/60 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="saved-picker-title" className="font-semibold">Your characters</h3>
        <Link to="/my-characters" className="text-sm font-semibold text-coral-700 underline">
          My characters
        </Link>
      </div>
      <ul className="flex flex-wrap gap-2">
        {characters.map((pick) => {
          const inStory = names.has(pick.character.name.trim().toLowerCase());
          return (
            <li key={pick.id}>
              <Button
                variant={inStory ? 'ghost' : 'outline'}
                size="sm"
                className="h-auto min-h-11 gap-2 py-1.5 pl-1.5"
                disabled={inStory || full || adding !== null}
                aria-label={inStory ? `${pick.character.name} is in the story` : `Add ${pick.character.name} to the story`}
                onClick={() => void add(pick)}
              >
                <Avatar name={pick.character.name} src={pick.photo_url} size="sm" />
                {pick.character.name}
                {inStory ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
              </Button>
            </li>
          );
        })}
      </ul>
      {adding && <p className="text-sm text-ink-soft" aria-live="polite">Adding…</p>}
      {error && <p role="alert" className="text-sm font-medium text-danger-600">{error}</p>}
    </section>
  );
}
