import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdatePageText } from '../api/update-page-text';

const MAX_PAGE_TEXT = 2000;

/** Edit Mode: the page's words in place, saved with PATCH /stories/{id}/pages/{page}. */
export function PageTextEditor({ storyId, pageNumber, text }: { storyId: string; pageNumber: number; text: string }) {
  const id = useId();
  const [draft, setDraft] = useState(text);
  const save = useUpdatePageText(storyId);
  const isChanged = draft.trim() !== text.trim();
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (isChanged) save.mutate({ pageNumber, text: draft.trim() });
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        Text of page {pageNumber}
      </label>
      <textarea
        id={id}
        value={draft}
        maxLength={MAX_PAGE_TEXT}
        onChange={(event) => setDraft(event.target.value)}
        rows={5}
        className="field-sizing-content min-h-32 w-full resize-y rounded-2xl border border-coral-300 bg-white p-3 font-display text-lg leading-relaxed text-ink focus:ring-2 focus:ring-coral-300 focus:outline-none"
      />
      {save.isError && <Alert>{getErrorMessage(save.error)}</Alert>}
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" disabled={!isChanged || save.isPending || !draft.trim()}>
          {save.isPending ? 'Saving…' : 'Save text'}
        </Button>
        <Button size="sm" variant="ghost" disabled={!isChanged || save.isPending} onClick={() => setDraft(text)}>
          Undo changes
        </Button>
        {save.isSuccess && !isChanged && <span role="status" className="text-sm text-leaf-700">Saved</span>}
      </div>
    </form>
  );
}
