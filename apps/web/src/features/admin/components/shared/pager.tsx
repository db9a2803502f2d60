import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { formatCount } from '../../utils/format';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  /** The address of another page (so pages can be reloaded, shared and gone back to). */
  hrefFor: (page: number) => string;
  label?: string;
}

/** "21–40 of 312" with previous and next pages as links. */
export function Pager({ page, perPage, total, hrefFor, label = 'Pages' }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-soft" aria-live="polite">
        {total === 0 ? 'No results' : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
        {pages > 1 && ` · page ${page} of ${pages}`}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          {page > 1 ? (
            <Button variant="outline" size="sm" asChild>
              <Link to={hrefFor(page - 1)}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Link>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
          )}
          {page < pages ? (
            <Button variant="outline" size="sm" asChild>
              <Link to={hrefFor(page + 1)}>
                Next
                <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </nav>
  );
}
