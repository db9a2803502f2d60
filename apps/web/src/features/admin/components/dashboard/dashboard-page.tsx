import { lazy, Suspense } from 'react';
import { Button } from '../../../../components/ui/button';
import { useDashboard } from '../../api/get-dashboard';
import { formatDateTime } from '../../utils/format';
import { AdminPage } from '../shared/admin-page';
import { QueryError } from '../shared/query-error';
import { DashboardAlerts } from './dashboard-alerts';
import { DashboardCards } from './dashboard-cards';
import { ChartsSkeleton, DashboardSkeleton } from './dashboard-skeleton';

/** Recharts arrives in its own chunk, after the figures. */
const DashboardCharts = lazy(async () => ({ default: (await import('./dashboard-charts')).DashboardCharts }));

/** /admin: what is happening, what is stuck, who needs help — read again every minute. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <AdminPage
      title="Dashboard"
      description={dashboard.data ? `Figures as of ${formatDateTime(dashboard.data.generated_at)}; they refresh every minute.` : 'The service at a glance.'}
      actions={
        dashboard.data && (
          <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
            {dashboard.isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
        )
      }
    >
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.isError && !dashboard.data && <QueryError what="The dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {dashboard.data && (
        <>
          <DashboardAlerts alerts={dashboard.data.alerts} />
          <DashboardCards dashboard={dashboard.data} />
          <Suspense fallback={<ChartsSkeleton />}>
            <DashboardCharts dashboard={dashboard.data} />
          </Suspense>
        </>
      )}
    </AdminPage>
  );
}
