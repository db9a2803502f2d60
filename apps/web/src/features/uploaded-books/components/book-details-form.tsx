import { useState } from 'react';
import type { UploadedBook } from '@studio/contracts/uploaded-books';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { TextArea } from '../../../components/ui/field-controls';
import { Input } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateBook } from '../api/uploaded-books';

/** Rename the book and change its description. */
export function BookDetailsForm({ book, onDone }: { book: UploadedBook; onDone: () => void }) {
  const update = useUpdateBook(book.id);
  const [title, setTitle] = useState(book.title);
  const [description, setDescription] = useState(book.description);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ title, description }, { onSuccess: onDone });
      }}
    >
      <FormField label="Title">{(control) => <Input {...control} value={title} maxLength={200} required onChange={(event) => setTitle(event.target.value)} />}</FormField>
      <FormField label="Description">{(control) => <TextArea {...control} value={description} maxLength={2000} onChange={(event) => setDescription(event.target.value)} />}</FormField>
      {update.isError && <Alert>{getErrorMessage(update.error)}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
