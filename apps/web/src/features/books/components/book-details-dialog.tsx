import { useState } from 'react';
import { PenLine } from 'lucide-react';
import type { Book } from '@studio/contracts/books';
import { MAX_DEDICATION } from '@studio/contracts/stories';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/field-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateBookDetails } from '../api/update-book-details';

/** Edit Mode: the title on the cover, the dedication and the "This book belongs to" page; the PDF and print files follow. */
export function BookDetailsDialog({ book }: { book: Book }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(book.title);
  const [dedication, setDedication] = useState(book.dedication ?? '');
  const [belongsTo, setBelongsTo] = useState(book.belongs_to_page);
  const update = useUpdateBookDetails(book.story_id);
  const start = () => {
    setTitle(book.title);
    setDedication(book.dedication ?? '');
    setBelongsTo(book.belongs_to_page);
    update.reset();
    setOpen(true);
  };
  const save = () =>
    update.mutate(
      { ...(title.trim() !== book.title ? { title: title.trim() } : {}), dedication: dedication.trim(), belongs_to_page: belongsTo },
      { onSuccess: () => setOpen(false) },
    );
  return (
    <>
      <Button variant="outline" onClick={start}>
        <PenLine aria-hidden="true" /> Title and dedication
      </Button>
      <Dialog open={open} onOpenChange={(next) => !update.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle>Title and dedication</DialogTitle>
          <DialogDescription>The cover, the PDF and printed copies use these. The words are checked like every text of the book.</DialogDescription>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <FormField label="Title">{(props) => <Input {...props} value={title} maxLength={120} required onChange={(event) => setTitle(event.target.value)} />}</FormField>
            <FormField label="Dedication" hint={`Leave empty for no dedication page. Up to ${MAX_DEDICATION} characters.`}>
              {(props) => <TextArea {...props} rows={3} value={dedication} maxLength={MAX_DEDICATION} placeholder="For Mia, love Grandma" onChange={(event) => setDedication(event.target.value)} />}
            </FormField>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-coral-500" checked={belongsTo} onChange={(event) => setBelongsTo(event.target.checked)} /> A “This book belongs to” page
            </label>
            {update.isError && <Alert>{getErrorMessage(update.error)}</Alert>}
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending || title.trim() === ''}>
                {update.isPending ? 'Saving…' : 'Save'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
