import { ImagePlus, Lock, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { useAllowedStoryLengths } from '../api/get-allowed-story-lengths';
import { uploadTempPhoto } from '../api/upload-temp-photo';
import { usePhotoPreviews } from '../hooks/photo-previews';
import type { StoryDraftFormInput } from '../utils/story-form-schema';
import { PhotoFrame } from './photo-frame';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type Stage = { kind: 'idle' } | { kind: 'preview'; file: File; url: string } | { kind: 'uploading'; url: string; progress: number } | { kind: 'error'; message: string };

/**
 * "Add a photo" on a character card: pick, drop or take a photo, see how it is framed, send it with
 * progress, then replace or remove it. Free plans see the control locked, with the way to upgrade.
 */
export function CharacterPhotoField({ index, name }: { index: number; name: string }) {
  const allowance = useAllowedStoryLengths();
  const { control, getValues, setValue } = useFormContext<StoryDraftFormInput>();
  const photos = useWatch({ control, name: 'character_photos' }) ?? [];
  const attached = photos.find((photo) => photo.character_index === index);
  const previews = usePhotoPreviews();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const who = name.trim() || `character ${index + 1}`;

  if (!allowance.data) return null;
  if (!allowance.data.allowsPhotos) {
    const plans = allowance.data.photoPlans;
    return (
      <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-line bg-cream p-4 sm:col-span-2">
        <p className="flex items-center gap-2 font-semibold">
          <Lock className="size-4" aria-hidden="true" /> Add a photo of {who}
        </p>
        <p className="text-sm text-ink-soft">
          Photos that guide the pictures come with the {plans.length > 0 ? plans.join(' and ') : 'paid'} {plans.length === 1 ? 'plan' : 'plans'}.
        </p>
        <Link to="/pricing" className={`${buttonClasses({ variant: 'outline', size: 'sm' })} self-start`}>
          See plans
        </Link>
      </div>
    );
  }

  const setAttached = (imageId: string | null) => {
    const others = (getValues('character_photos') ?? []).filter((photo) => photo.character_index !== index);
    setValue('character_photos', imageId ? [...others, { character_index: index, image_id: imageId }] : others, { shouldDirty: true });
  };
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      setStage({ kind: 'error', message: 'That file is not a photo we can use. Choose a JPEG, PNG or WebP picture.' });
      return;
    }
    setStage({ kind: 'preview', file, url: URL.createObjectURL(file) });
  };
  const send = async (file: File, url: string) => {
    setStage({ kind: 'uploading', url, progress: 0 });
    try {
      const photo = await uploadTempPhoto(file, (progress) => setStage({ kind: 'uploading', url, progress }));
      previews.remember(photo.image_id, url);
      setAttached(photo.image_id);
      setStage({ kind: 'idle' });
    } catch (error) {
      setStage({ kind: 'error', message: getErrorMessage(error) });
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };
  const picker = (
    <input
      ref={input}
      type="file"
      accept={PHOTO_TYPES.join(',')}
      className="sr-only"
      aria-label={`Photo of ${who}`}
      aria-describedby={noteId}
      onChange={(event) => {
        choose(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
  const attachedUrl = attached ? previews.previewOf(attached.image_id) : undefined;

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-dashed border-coral-200 bg-white p-4 sm:col-span-2" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <p className="font-semibold">Photo of {who}</p>
      {picker}
      {stage.kind === 'preview' && (
        <div className="flex flex-wrap items-center gap-4">
          <PhotoFrame url={stage.url} alt={`How the photo of ${who} will be framed`} />
          <div className="flex flex-col gap-2">
            <p className="text-sm text-ink-soft">This is how the photo is framed. Send it?</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void send(stage.file, stage.url)}>
                Use this photo
              </Button>
              <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
                Choose another
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setStage({ kind: 'idle' })}>
                Cancel
              </Button>
            </div>
          </div>
        </div>
      )}
      {stage.kind === 'uploading' && (
        <div className="flex flex-wrap items-center gap-4">
          <PhotoFrame url={stage.url} alt={`Photo of ${who}`} />
          <div className="flex min-w-40 flex-1 flex-col gap-1.5">
            <p className="text-sm text-ink-soft">Sending the photo…</p>
            <progress className="h-2 w-full accent-coral-600" max={1} value={stage.progress} aria-label={`Sending the photo of ${who}`} />
          </div>
        </div>
      )}
      {stage.kind === 'idle' && attached && (
        <div className="flex flex-wrap items-center gap-4">
          {attachedUrl && <PhotoFrame url={attachedUrl} alt={`Photo of ${who}`} />}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              <RefreshCw aria-hidden="true" /> Replace photo
            </Button>
            <Button size="sm" variant="ghost" className="text-danger-600" onClick={() => setAttached(null)}>
              <Trash2 aria-hidden="true" /> Remove photo
            </Button>
          </div>
        </div>
      )}
      {(stage.kind === 'error' || (stage.kind === 'idle' && !attached)) && (
        <>
          {stage.kind === 'error' && <Alert>{stage.message}</Alert>}
          <Button size="sm" variant="outline" className="self-start" onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden="true" /> Add a photo
          </Button>
          <p className="text-sm text-ink-soft">Or drop a JPEG, PNG or WebP photo here. On a phone you can take one.</p>
        </>
      )}
      <p id={noteId} className="text-xs text-ink-soft">
        We remove location data from photos; they are visible only to you and deleted with the story. The pictures follow the photo; the built-in illustrator
        matches its skin and hair colours, not faces. <Link to="/privacy" className="font-semibold text-coral-700 underline-offset-4 hover:underline">How we keep photos</Link>
      </p>
    </div>
  );
}
