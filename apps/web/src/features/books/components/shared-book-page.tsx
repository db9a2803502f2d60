import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { BookX } from 'lucide-react';
import { PRODUCT_NAME } from '@studio/contracts/constants';
import { LogoMark } from '../../../components/brand/logo-mark';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-error';
import { useSharedBook } from '../api/share-links';
import { BookViewer } from './book-viewer';

/**
 * /read/{token}: a book shared by its owner, read signed out. The viewer as the owner sees it (spreads,
 * full screen, read-aloud, the phone layout) and nothing else: no editing, no account, no photos.
 */
export function SharedBookPage() {
  const { token = '' } = useParams();
  const book = useSharedBook(token);

  useEffect(() => {
    if (book.data) document.title = `${book.data.title} | ${PRODUCT_NAME}`;
  }, [book.data]);

  if (book.isError && getErrorStatus(book.error) === 404) return <LinkGone />;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-7xl flex-col gap-5 px-3 py-5 sm:px-6 sm:py-8">
      {book.isPending && <Spinner size="lg" label="Opening the book…" />}
      {book.isError && <Alert>{getErrorMessage(book.error)}</Alert>}
      {book.data && (
        <>
          <header className="text-center">
            <h1 className="text-2xl font-semibold sm:text-4xl">{book.data.title}</h1>
            {book.data.author && <p className="mt-1 text-sm font-semibold text-ink-soft">by {book.data.author}</p>}
          </header>
          <BookViewer book={book.data} isEditMode={false} />
        </>
      )}
      <MadeWith />
    </main>
  );
}

function MadeWith() {
  return (
    <footer className="mt-auto flex justify-center pt-4">
      <Link to="/" className="inline-flex items-center gap-2 text-xs text-ink-soft hover:text-ink">
        <LogoMark className="size-5" /> Made with {PRODUCT_NAME}
      </Link>
    </footer>
  );
}

/** A revoked, expired or mistyped link: say so kindly, without telling which. */
function LinkGone() {
  useEffect(() => {
    document.title = `This book link no longer works | ${PRODUCT_NAME}`;
  }, []);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center px-5 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-3xl bg-sky-100 text-plum-600">
        <BookX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">This book link no longer works</h1>
      <p className="mt-3 text-ink-soft">
        It may have expired, or the person who shared the book switched the link off. Ask them to send you a new one, and the book will open right here.
      </p>
      <MadeWith />
    </main>
  );
}
