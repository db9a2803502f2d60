import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getErrorStatus } from '../../../../lib/api-error';
import { AdminPage } from './admin-page';
import { QueryError } from './query-error';

/** "Back to customers": the way from a detail page to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-coral-700 underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** A detail page while its record loads: two summary cards over two larger ones. */
export function DetailPageLoading({ title, what, back, summaryHeight }: { title: string; what: string; back: ReactNode; summaryHeight: 'h-40' | 'h-48' }) {
  return (
    <AdminPage title={title} back={back}>
      <div role="status" aria-label={`Loading the ${what}`} className="grid gap-4 lg:grid-cols-2">
        <Skeleton className={`${summaryHeight} rounded-3xl`} />
        <Skeleton className={`${summaryHeight} rounded-3xl`} />
        <Skeleton className="h-64 rounded-3xl" />
        <Skeleton className="h-64 rounded-3xl" />
      </div>
    </AdminPage>
  );
}

/** A detail page whose record could not be read: an id that names nothing says so, anything else may be tried again. */
export function DetailPageFailed({ title, what, back, error, onRetry }: { title: string; what: string; back: ReactNode; error: unknown; onRetry: () => void }) {
  return (
    <AdminPage title={title} back={back}>
      {getErrorStatus(error) === 404 ? <Alert>There is no {what} with this id.</Alert> : <QueryError what={`The ${what}`} error={error} onRetry={onRetry} />}
    </AdminPage>
  );
}
