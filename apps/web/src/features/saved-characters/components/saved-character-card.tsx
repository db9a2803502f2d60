import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { SavedCharacter } from '@studio/contracts/saved-characters';
import { PhotoUploadControl } from '../../../components/photos/photo-upload-control';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteSavedCharacter, useDeleteSavedCharacterPhoto, useUpdateSavedCharacter, useUploadSavedCharacterPhoto } from '../../../lib/saved-characters';
import { describeCharacter } from '../utils/describe-character';
import { SavedCharacterForm } from './saved-character-form';

/** One saved character: who they are, their photo (paid plans), and edit or delete. */
export function SavedCharacterCard({ saved, photosAllowed }: { saved: SavedCharacter; photosAllowed: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateSavedCharacter();
  const uploadPhoto = useUploadSavedCharacterPhoto();
  const removePhoto = useDeleteSavedCharacterPhoto();
  const { character } = saved;

  if (editing) {
    return (
      <section aria-label={`Edit ${character.name}`} className="rounded-2xl border border-coral-200 bg-white p-4">
        <SavedCharacterForm
          initial={character}
          submitLabel="Save changes"
          onSubmit={async (changed) => {
            await update.mutateAsync({ id: saved.id, character: changed });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </section>
    );
  }
  return (
    <article aria-label={character.name} className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-white p-4">
      <div className="flex items-center gap-4">
        {saved.photo_url ? (
          <img src={saved.photo_url} alt={`Photo of ${character.name}`} className="size-16 shrink-0 rounded-2xl border border-line object-cover object-[50%_35%]" />
        ) : (
          <Avatar name={character.name} size="md" className="size-16 text-lg" />
        )}
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="truncate text-lg font-semibold">{character.name}</h2>
          <p className="text-sm text-ink-soft">{describeCharacter(character)}</p>
        </div>
      </div>
      {photosAllowed && (
        <PhotoUploadControl
          who={character.name}
          deletedWhen={`deleted when you delete ${character.name} here (a book keeps its own copy)`}
          hasPhoto={Boolean(saved.photo_url)}
          photoUrl={saved.photo_url ?? undefined}
          upload={async (file, _previewUrl, onProgress) => void (await uploadPhoto.mutateAsync({ id: saved.id, file, onProgress }))}
          remove={async () => void (await removePhoto.mutateAsync(saved.id))}
        />
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" /> Edit {character.name}
        </Button>
        <DeleteSavedCharacter saved={saved} />
      </div>
    </article>
  );
}

/** Deleting asks first; books already made keep their own copy. */
function DeleteSavedCharacter({ saved }: { saved: SavedCharacter }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSavedCharacter();
  const { name } = saved.character;
  return (
    <>
      <Button variant="ghost" size="sm" className="text-danger-600" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle>Delete {name}?</DialogTitle>
          <DialogDescription>
            {name} {saved.photo_url ? 'and their photo are' : 'is'} removed from My characters. Books you already made keep {name} as they are.
          </DialogDescription>
          {remove.isError && <Alert>{getErrorMessage(remove.error)}</Alert>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Keep {name}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(saved.id, { onSuccess: () => setOpen(false) })}>
              {remove.isPending ? 'Deleting…' : `Delete ${name}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
