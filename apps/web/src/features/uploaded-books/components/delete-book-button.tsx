import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { UploadedBook } from '@studio/contracts/uploaded-books';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteBook } from '../api/uploaded-books';

/** Deleting asks first: the file and its pictures go for good. */
export function DeleteBookButton({ book, onDeleted }: { book: UploadedBook; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteBook(onDeleted);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" /> Delete
      </Button>
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle>Delete “{book.title}”?</DialogTitle>
          <DialogDescription>The PDF and its page pictures are removed for good. Orders already delivered keep their record.</DialogDescription>
          {remove.isError && <Alert>{getErrorMessage(remove.error)}</Alert>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(book.id)}>
              {remove.isPending ? 'Deleting…' : 'Delete book'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
