import { Images } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PhotoFrame } from '../../../components/photos/photo-frame';
import { PHOTO_TYPES, WRONG_PHOTO_TYPE } from '../../../components/photos/photo-upload-control';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field-controls';
import { getErrorMessage } from '../../../lib/api-error';
import { useAllowedStoryLengths } from '../../../lib/plan-allowance';
import { uploadTempPhoto } from '../api/upload-temp-photo';
import { usePhotoPreviews } from '../hooks/photo-previews';
import { matchPhotosToCharacters } from '../utils/match-photos';
import type { StoryDraftFormInput } from '../utils/story-form-schema';

interface Choice {
  file: File;
  url: string;
  /** The character it goes to, or null to leave it out. */
  character: number | null;
}

type Sending = { done: number; total: number } | null;

/**
 * Several photos at once: each is matched to the character whose name is in its file name, the parent
 * checks or changes the matches, then they are sent one after another with progress.
 */
export function BulkPhotoDrop() {
  const allowance = useAllowedStoryLengths();
  const { control, getValues, setValue } = useFormContext<StoryDraftFormInput>();
  const characters = useWatch({ control, name: 'characters' }) ?? [];
  const previews = usePhotoPreviews();
  const input = useRef<HTMLInputElement>(null);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [sending, setSending] = useState<Sending>(null);
  const [error, setError] = useState<string | null>(null);

  if (!allowance.data?.allowsPhotos || characters.length < 2) return null;
  const names = characters.map((character, index) => character.name?.trim() || `Character ${index + 1}`);

  const choose = (files: File[]) => {
    const photos = files.filter((file) => PHOTO_TYPES.includes(file.type));
    setRejected(files.filter((file) => !PHOTO_TYPES.includes(file.type)).map((file) => file.name));
    setError(null);
    const matches = matchPhotosToCharacters(photos.map((file) => file.name), characters.map((character) => character.name ?? ''));
    setChoices(photos.map((file, i) => ({ file, url: URL.createObjectURL(file), character: matches[i] ?? null })));
  };
  const assign = (row: number, character: number | null) =>
    setChoices((current) => current.map((choice, i) => (i === row ? { ...choice, character } : choice)));
  const chosen = choices.filter((choice): choice is Choice & { character: number } => choice.character !== null);
  const twice = names.filter((_, index) => chosen.filter((choice) => choice.character === index).length > 1);

  const send = async () => {
    setError(null);
    setSending({ done: 0, total: chosen.length });
    try {
      for (const [done, choice] of chosen.entries()) {
        const photo = await uploadTempPhoto(choice.file, () => undefined);
        previews.remember(photo.image_id, choice.url);
        const others = (getValues('character_photos') ?? []).filter((attached) => attached.character_index !== choice.character);
        setValue('character_photos', [...others, { character_index: choice.character, image_id: photo.image_id }], { shouldDirty: true });
        setChoices((current) => current.filter((candidate) => candidate !== choice));
        setSending({ done: done + 1, total: chosen.length });
      }
      setChoices([]);
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setSending(null);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose([...event.dataTransfer.files]);
  };

  return (
    <section
      aria-label="Photos of several characters"
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-coral-200 bg-coral-50/40 p-4"
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Images className="size-5" aria-hidden="true" /> Photos of several characters?
      </p>
      <p className="text-sm text-ink-soft">Drop them here together, or choose them. Each goes to the character whose name is in the file name, such as “{names[0]}.jpg”; you can change it before they are sent.</p>
      <input
        ref={input}
        type="file"
        multiple
        accept={PHOTO_TYPES.join(',')}
        className="sr-only"
        aria-label="Photos of several characters"
        onChange={(event) => {
          choose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {choices.length === 0 && !sending && (
        <Button size="sm" variant="outline" className="self-start" onClick={() => input.current?.click()}>
          Choose photos
        </Button>
      )}
      {rejected.length > 0 && <Alert>{`${rejected.join(', ')}: ${WRONG_PHOTO_TYPE}`}</Alert>}
      {choices.length > 0 && (
        <ul className="flex flex-col gap-3">
          {choices.map((choice, row) => (
            <li key={choice.url} className="flex flex-wrap items-center gap-3">
              <PhotoFrame url={choice.url} alt={`How ${choice.file.name} will be framed`} />
              <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
                <span className="font-semibold break-all">{choice.file.name}</span>
                <Select
                  aria-label={`Who is in ${choice.file.name}?`}
                  value={choice.character ?? ''}
                  disabled={Boolean(sending)}
                  onChange={(event) => assign(row, event.target.value === '' ? null : Number(event.target.value))}
                >
                  <option value="">Leave this photo out</option>
                  {names.map((name, index) => (
                    <option key={index} value={index}>{name}</option>
                  ))}
                </Select>
              </label>
            </li>
          ))}
        </ul>
      )}
      {twice.length > 0 && <Alert>{`${twice.join(', ')} ${twice.length === 1 ? 'has' : 'have'} more than one photo: choose one.`}</Alert>}
      {sending && (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm text-ink-soft">{`Sending photo ${Math.min(sending.done + 1, sending.total)} of ${sending.total}…`}</p>
          <progress className="h-2 w-full accent-coral-600" max={sending.total} value={sending.done} aria-label="Sending the photos" />
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      {choices.length > 0 && !sending && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={chosen.length === 0 || twice.length > 0} onClick={() => void send()}>
            {`Use ${chosen.length} ${chosen.length === 1 ? 'photo' : 'photos'}`}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setChoices([])}>
            Cancel
          </Button>
        </div>
      )}
    </section>
  );
}
