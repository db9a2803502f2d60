import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { getErrorMessage } from '../../lib/api-error';
import { PhotoFrame } from './photo-frame';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const WRONG_PHOTO_TYPE = 'That file is not a photo we can use. Choose a JPEG, PNG or WebP picture.';

type Stage = { kind: 'idle' } | { kind: 'preview'; file: File; url: string } | { kind: 'uploading'; url: string; progress: number } | { kind: 'error'; message: string };

export interface PhotoUploadControlProps {
  /** Who the photo is of, as the labels name them. */
  who: string;
  hasPhoto: boolean;
  /** The photo as it is now, when it can be shown. */
  photoUrl?: string;
  /** Sends the chosen file (reporting progress 0..1); the preview URL is the local picture of it. */
  upload: (file: File, previewUrl: string, onProgress: (fraction: number) => void) => Promise<void>;
  remove: () => void | Promise<void>;
  /** Shown under the photo once it is there, e.g. what to do next. */
  children?: ReactNode;
  /** When the photo goes: with the story (default), or as My characters says for a saved character. */
  deletedWhen?: string;
}

/**
 * Pick, drop or take a photo, see how it is framed before it is sent, send it with progress, then
 * replace or remove it; every failure in words. The caller decides where the photo goes.
 */
export function PhotoUploadControl({ who, hasPhoto, photoUrl, upload, remove, children, deletedWhen = 'deleted with the story' }: PhotoUploadControlProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const noteId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      setStage({ kind: 'error', message: WRONG_PHOTO_TYPE });
      return;
    }
    setStage({ kind: 'preview', file, url: URL.createObjectURL(file) });
  };
  const send = async (file: File, url: string) => {
    setStage({ kind: 'uploading', url, progress: 0 });
    try {
      await upload(file, url, (progress) => setStage({ kind: 'uploading', url, progress }));
      setStage({ kind: 'idle' });
    } catch (error) {
      setStage({ kind: 'error', message: getErrorMessage(error) });
    }
  };
  const removePhoto = async () => {
    try {
      await remove();
    } catch (error) {
      setStage({ kind: 'error', message: getErrorMessage(error) });
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-dashed border-coral-200 bg-white p-4 sm:col-span-2" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <p className="font-semibold">Photo of {who}</p>
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
      {stage.kind === 'idle' && hasPhoto && (
        <div className="flex flex-wrap items-center gap-4">
          {photoUrl && <PhotoFrame url={photoUrl} alt={`Photo of ${who}`} />}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              <RefreshCw aria-hidden="true" /> Replace photo
            </Button>
            <Button size="sm" variant="ghost" className="text-danger-600" onClick={() => void removePhoto()}>
              <Trash2 aria-hidden="true" /> Remove photo
            </Button>
          </div>
        </div>
      )}
      {(stage.kind === 'error' || (stage.kind === 'idle' && !hasPhoto)) && (
        <>
          {stage.kind === 'error' && <Alert>{stage.message}</Alert>}
          <Button size="sm" variant="outline" className="self-start" onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden="true" /> Add a photo
          </Button>
          <p className="text-sm text-ink-soft">Or drop a JPEG, PNG or WebP photo here. On a phone you can take one.</p>
        </>
      )}
      {stage.kind === 'idle' && children}
      <p id={noteId} className="text-xs text-ink-soft">
        We remove location data from photos; they are visible only to you and {deletedWhen}. The pictures follow the photo; the built-in illustrator
        matches its skin and hair colours, not faces. <Link to="/privacy" className="font-semibold text-coral-700 underline-offset-4 hover:underline">How we keep photos</Link>
      </p>
    </div>
  );
}
