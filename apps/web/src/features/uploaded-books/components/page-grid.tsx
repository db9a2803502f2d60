import { useState } from 'react';
import type { CheckLevel, UploadedBook } from '@studio/contracts/uploaded-books';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';

const RING: Record<CheckLevel, string> = { pass: 'ring-line', warning: 'ring-sun-500 ring-2', failure: 'ring-danger-600 ring-2' };

/** The first pages as pictures (the server draws up to a limit), the ones a check names marked; a click shows the page large. */
export function PageGrid({ book }: { book: UploadedBook }) {
  const [open, setOpen] = useState<number | null>(null);
  const levelOf = (page: number): CheckLevel =>
    book.analysis?.checks.filter((check) => check.pages.includes(page)).reduce<CheckLevel>((worst, check) => (check.level === 'failure' || worst === 'failure' ? 'failure' : check.level === 'warning' ? 'warning' : worst), 'pass') ?? 'pass';
  const pages = Array.from({ length: book.preview_page_count }, (_, index) => index + 1);
  const notDrawn = (book.page_count ?? 0) - book.preview_page_count;
  const shown = open === null ? null : book.previews.find((preview) => preview.page === open);
  return (
    <>
      <ol aria-label="Pages" className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {pages.map((page) => {
          const preview = book.previews.find((candidate) => candidate.page === page);
          const level = levelOf(page);
          return (
            <li key={page} className="flex flex-col items-center gap-1">
              {preview ? (
                <button type="button" onClick={() => setOpen(page)} className={cn('overflow-hidden rounded-md bg-white shadow-soft ring-1 focus-visible:ring-4 focus-visible:ring-coral-500/40', RING[level])} aria-label={`Page ${page}${level === 'pass' ? '' : level === 'failure' ? ', must be fixed' : ', worth a look'}`}>
                  <img src={preview.thumbnail_url} alt="" loading="lazy" className="block h-auto w-full" />
                </button>
              ) : (
                <div className="grid aspect-[3/4] w-full place-items-center rounded-md bg-cream text-xs text-ink-soft">Drawing…</div>
              )}
              <span className={cn('text-xs', level === 'failure' ? 'font-bold text-danger-600' : level === 'warning' ? 'font-semibold text-[#7a5200]' : 'text-ink-soft')}>{page}</span>
            </li>
          );
        })}
      </ol>
      {notDrawn > 0 && (
        <p className="text-sm text-ink-soft">
          Pictures are shown for the first {book.preview_page_count} pages; the print check above covers all {book.page_count}.
        </p>
      )}
      <Dialog open={shown !== null && shown !== undefined} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          <DialogTitle>Page {open}</DialogTitle>
          {shown && <img src={shown.url} alt={`Page ${open} of ${book.title}`} className="mt-3 max-h-[75vh] w-auto rounded-md shadow-soft" />}
        </DialogContent>
      </Dialog>
    </>
  );
}
