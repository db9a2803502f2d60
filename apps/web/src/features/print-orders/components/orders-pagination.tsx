import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** The page's own address (`?page=`), so a page can be reloaded, shared and gone back to; page 1 is plain /orders. */
const pageLink = (page: number) => (page === 1 ? '/orders' : `/orders?page=${page}`);

/** Newer and older pages of My Orders, as links; nothing when everything fits on one page. */
export function OrdersPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button variant="outline" asChild>
          <Link to={pageLink(page - 1)}>Newer</Link>
        </Button>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-soft">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Button variant="outline" asChild>
          <Link to={pageLink(page + 1)}>Older</Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
