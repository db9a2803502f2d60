import { BookX } from 'lucide-react';
import { Link } from 'react-router';
import { getErrorMessage, getErrorStatus } from '../../lib/api-error';
import { Button } from '../ui/button';

/**
 * A book that cannot be opened (a wrong or old link, a deleted book, a server fault): what happened in
 * plain words and the way back, never a bare "Story not found".
 */
export function BookNotOpened({ error, backTo = '/dashboard', backLabel = 'Back to my stories' }: { error: unknown; backTo?: string; backLabel?: string }) {
  const isMissing = getErrorStatus(error) === 404;
  return (
    <div role="alert" className="mx-auto my-12 flex max-w-md flex-col items-center gap-4 rounded-3xl border border-line bg-white p-8 text-center shadow-soft">
      <span className="grid size-14 place-items-center rounded-full bg-sky-100 text-plum-600">
        <BookX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold">{isMissing ? 'We could not find this book' : 'This book could not be opened'}</h1>
      <p className="text-ink-soft">
        {isMissing ? 'It may have been deleted, or the link is not quite right. Your books are all on your dashboard.' : getErrorMessage(error)}
      </p>
      <Button asChild>
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </div>
  );
}
