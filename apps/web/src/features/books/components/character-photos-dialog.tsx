import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Users } from 'lucide-react';
import type { Book } from '@studio/contracts/books';
import { PhotoUploadControl } from '../../../components/photos/photo-upload-control';
import { PhotosLockedNotice } from '../../../components/photos/photos-locked-notice';
import { NotEnoughCredits } from '../../../components/feedback/not-enough-credits';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useAllowedStoryLengths } from '../../../lib/plan-allowance';
import { useCharacterPhoto } from '../api/character-photo';
import { useCreditCheck } from '../api/check-credits';
import { useGenerateBook } from '../api/generate-book';
import { useImageModels } from '../api/get-image-models';
import { picturesLabel, picturesWith } from '../utils/pictures-with';

/**
 * Edit Mode: change the photo of a character, then draw again the pictures that show them, with the
 * cost shown before anything is spent. Drawing follows on /build, which comes back to the book.
 */
export function CharacterPhotosDialog({ book }: { book: Book }) {
  const [isOpen, setIsOpen] = useState(false);
  const [changed, setChanged] = useState<number | null>(null);
  const allowance = useAllowedStoryLengths();
  const photo = useCharacterPhoto(book.story_id);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setChanged(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Users aria-hidden="true" /> Characters’ photos
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Characters’ photos</DialogTitle>
        <DialogDescription>Change a photo, then draw again the pictures that show that character. Nothing is drawn or charged until you say so.</DialogDescription>
        <div className="mt-5 flex flex-col gap-4">
          {allowance.isPending && <Spinner size="sm" label="Checking your plan…" />}
          {allowance.isError && <Alert>{getErrorMessage(allowance.error)}</Alert>}
          {allowance.data &&
            book.characters.map((character) => {
              const current = book.character_photos.find((candidate) => candidate.character_index === character.index);
              if (!allowance.data.allowsPhotos) return <PhotosLockedNotice key={character.index} who={character.name} plans={allowance.data.photoPlans} />;
              return (
                <PhotoUploadControl
                  key={character.index}
                  who={character.name}
                  hasPhoto={Boolean(current)}
                  photoUrl={current?.url}
                  upload={async (file, _preview, onProgress) => {
                    await photo.upload(character.index, file, onProgress);
                    setChanged(character.index);
                  }}
                  remove={async () => {
                    await photo.remove(character.index);
                    setChanged(character.index);
                  }}
                >
                  {changed === character.index && <RedrawOffer book={book} characterIndex={character.index} name={character.name} />}
                </PhotoUploadControl>
              );
            })}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RedrawOffer({ book, characterIndex, name }: { book: Book; characterIndex: number; name: string }) {
  const navigate = useNavigate();
  const pages = picturesWith(book, characterIndex);
  const models = useImageModels();
  const check = useCreditCheck(models.data?.standard, pages.length);
  const generate = useGenerateBook();
  const start = () =>
    generate.mutate(
      { storyId: book.story_id, useHighQuality: false, pages },
      { onSuccess: () => navigate(`/build?story_id=${encodeURIComponent(book.story_id)}`) },
    );

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-cream p-4" aria-live="polite">
      <p className="font-semibold">
        Draw {picturesLabel(pages)} with {name} again?
      </p>
      {(check.isPending || models.isPending) && <Spinner size="sm" label="Working out the cost…" />}
      {check.data && (
        <p className="text-ink" data-testid="redraw-cost">
          {pages.length} {pages.length === 1 ? 'picture' : 'pictures'}: <strong>{check.data.required} {check.data.required === 1 ? 'credit' : 'credits'}</strong>. You have{' '}
          <strong>{check.data.available}</strong>. The pictures there now are kept: you can bring them back.
        </p>
      )}
      {check.data && !check.data.sufficient && <NotEnoughCredits required={check.data.required} available={check.data.available} />}
      {check.isError && <Alert>{getErrorMessage(check.error)}</Alert>}
      {generate.isError && <Alert>{getErrorMessage(generate.error)}</Alert>}
      <Button className="self-start" disabled={!check.data?.sufficient || generate.isPending} onClick={start}>
        {generate.isPending ? 'Starting…' : `Draw ${pages.length} ${pages.length === 1 ? 'picture' : 'pictures'} again`}
      </Button>
    </div>
  );
}
