import { useSearchParams } from 'react-router';
import { BookUp } from 'lucide-react';
import { PRINT_OPTION_LABELS } from '@studio/contracts/print-options';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { BOOKS_PER_PAGE, useUploadedBooks } from '../api/uploaded-books';
import { fileSize } from '../utils/file-size';
import { BookDetail } from './book-detail';
import { PreflightBadge } from './preflight-badge';
import { UploadPanel } from './upload-panel';

/** /uploaded-books: upload a PDF, see the list with each book's check; a book opens in place (?book=). */
export function UploadedBooksPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openBook = searchParams.get('book');
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page') ?? 1)) || 1);
  const books = useUploadedBooks(page);
  const pages = books.data ? Math.max(1, Math.ceil(books.data.total / BOOKS_PER_PAGE)) : 1;
  const show = (bookId: string | null) => setSearchParams(bookId ? { book: bookId } : page > 1 ? { page: String(page) } : {});

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-5 py-8 sm:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold sm:text-3xl">Uploaded Books</h1>
        <p className="text-ink-soft">Books you made elsewhere: upload the PDF, we check it like a print shop does, then order printed copies.</p>
      </header>
      {openBook ? (
        <BookDetail bookId={openBook} onClose={() => show(null)} />
      ) : (
        <>
          <UploadPanel onUploaded={show} />
          {books.isPending && <Spinner label="Loading your books" className="mx-auto my-8" />}
          {books.isError && <Alert>{getErrorMessage(books.error)}</Alert>}
          {books.data?.total === 0 && (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-10 text-center">
              <BookUp className="size-9 text-coral-600" aria-hidden="true" />
              <h2 className="text-lg font-semibold">No uploaded books yet</h2>
              <p className="max-w-lg text-ink-soft">Upload a finished book as one PDF: every page the same size (A4, A5, US Letter or 8.5 in square), fonts embedded, pictures at 300 ppi. Up to 200 MB.</p>
            </div>
          )}
          {books.data && books.data.items.length > 0 && (
            <ul aria-label="Your uploaded books" className="flex flex-col gap-3">
              {books.data.items.map((book) => (
                <li key={book.id}>
                  <button type="button" onClick={() => show(book.id)} className="flex w-full items-center gap-4 rounded-2xl border border-line bg-white p-4 text-left transition-colors hover:border-coral-300 focus-visible:ring-4 focus-visible:ring-coral-500/30">
                    {book.thumbnail_url ? <img src={book.thumbnail_url} alt="" className="h-20 w-15 shrink-0 rounded object-cover shadow-soft" /> : <div className="h-20 w-15 shrink-0 rounded bg-cream" />}
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="truncate font-semibold">{book.title}</span>
                      <span className="text-sm text-ink-soft">
                        {[book.page_count && `${book.page_count} pages`, book.paper_size && PRINT_OPTION_LABELS.paper_size[book.paper_size].split(' (')[0], fileSize(book.size_bytes)].filter(Boolean).join(' · ')}
                      </span>
                      <PreflightBadge book={book} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3">
              <Button variant="outline" onClick={() => setSearchParams({ page: String(page - 1) })} disabled={page <= 1}>
                Newer
              </Button>
              <span className="text-sm text-ink-soft">
                Page {page} of {pages}
              </span>
              <Button variant="outline" onClick={() => setSearchParams({ page: String(page + 1) })} disabled={page >= pages}>
                Older
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
