import { Link, useParams, useSearchParams } from 'react-router';
import { Printer, Sparkles } from 'lucide-react';
import { BookNotOpened } from '../../../components/feedback/book-not-opened';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useBook } from '../api/get-book';
import { useEditModeStore } from '../stores/edit-mode-store';
import { BookDetailsDialog } from './book-details-dialog';
import { BookViewer } from './book-viewer';
import { CharacterPhotosDialog } from './character-photos-dialog';
import { ExportEpubDialog } from './export-epub-dialog';
import { ExportPdfDialog } from './export-pdf-dialog';
import { KeepTheCast } from './keep-the-cast';
import { ShareBookDialog } from './share-book-dialog';

/** /book/{story_id}: the illustrated book, with Edit Mode from the header, sharing, PDF and EPUB export and print orders. */
export function BookPage() {
  const { storyId = '' } = useParams();
  // The dashboard's Share opens the book with its share dialog open.
  const [search] = useSearchParams();
  const book = useBook(storyId);
  const isEditMode = useEditModeStore((state) => state.isEditMode);
  const buildLink = `/build?story_id=${encodeURIComponent(storyId)}`;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {book.isPending && <Spinner size="lg" label="Opening your book…" />}
      {book.isError && <BookNotOpened error={book.error} />}
      {book.data && (
        <>
          <header className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-semibold sm:text-4xl">{book.data.title}</h1>
              {isEditMode && <p className="mt-1 text-sm font-semibold text-coral-700">Edit Mode: change words in place, draw new pictures or bring back earlier ones.</p>}
            </div>
            <div className="flex flex-wrap gap-2">
              {isEditMode && <BookDetailsDialog book={book.data} />}
              {isEditMode && book.data.cover && <CharacterPhotosDialog book={book.data} />}
              <ShareBookDialog storyId={storyId} author={book.data.author} defaultOpen={search.get('share') === '1'} />
              <ExportPdfDialog storyId={storyId} disabled={!book.data.cover} />
              <ExportEpubDialog storyId={storyId} disabled={!book.data.cover} />
              <Link to={`/print-order/${encodeURIComponent(storyId)}`} className={buttonClasses()}>
                <Printer aria-hidden="true" /> Order prints
              </Link>
            </div>
          </header>
          {book.data.status === 'generating' && (
            <Alert tone="success">
              The pictures are being drawn. <Link to={buildLink} className="underline">Watch the progress</Link>
            </Alert>
          )}
          {book.data.status === 'failed' && <Alert>{book.data.failure_reason ?? 'Some pictures could not be drawn.'}</Alert>}
          {!book.data.cover && book.data.status !== 'generating' && (
            <Link to={buildLink} className={buttonClasses({ variant: 'secondary' })}>
              <Sparkles aria-hidden="true" /> Illustrate this book
            </Link>
          )}
          <BookViewer book={book.data} isEditMode={isEditMode} />
          {book.data.cover && <KeepTheCast book={book.data} />}
        </>
      )}
    </div>
  );
}
