import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getErrorStatus } from '../../../../lib/api-error';
import { useAdminOrder } from '../../api/get-admin-order';
import { formatDateTime } from '../../utils/format';
import { AdminPage } from '../shared/admin-page';
import { AuditTrail } from '../shared/audit-trail';
import { QueryError } from '../shared/query-error';
import { SectionCard } from '../shared/section-card';
import { OrderActionBar } from './order-action-bar';
import { OrderFulfilment } from './order-fulfilment';
import type { OrderPageState } from './order-link';
import { OrderOverview } from './order-overview';
import { OrderPrice } from './order-price';
import { OrderStatusBadge } from '../../../../components/orders/order-status-badge';
import { OrderStatusHistory } from './order-status-history';

/** /admin/orders/:orderId: everything about one order, its next moves, and its audit trail. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const listSearch = (location.state as OrderPageState | null)?.listSearch ?? '';
  const order = useAdminOrder(orderId);
  const back = (
    <Link to={`/admin/orders${listSearch}`} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-coral-700 underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to orders
    </Link>
  );

  if (order.isPending) {
    return (
      <AdminPage title="Order" back={back}>
        <div role="status" aria-label="Loading the order" className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-40 rounded-3xl" />
          <Skeleton className="h-40 rounded-3xl" />
          <Skeleton className="h-64 rounded-3xl" />
          <Skeleton className="h-64 rounded-3xl" />
        </div>
      </AdminPage>
    );
  }
  if (order.isError) {
    return (
      <AdminPage title="Order" back={back}>
        {getErrorStatus(order.error) === 404 ? <Alert>There is no order with this id.</Alert> : <QueryError what="The order" error={order.error} onRetry={() => void order.refetch()} />}
      </AdminPage>
    );
  }

  const data = order.data;
  return (
    <AdminPage
      title={data.title}
      back={back}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={data.status} />
          <span>
            Placed {formatDateTime(data.created_at)} · <span className="font-mono text-sm">{data.id}</span>
          </span>
        </span>
      }
    >
      <SectionCard title="Next steps" description={data.status_reason ? `Last reason given: “${data.status_reason}”` : undefined}>
        <OrderActionBar order={data} />
      </SectionCard>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <OrderOverview order={data} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <OrderFulfilment order={data} />
          <OrderPrice order={data} />
          <OrderStatusHistory order={data} />
        </div>
      </div>
      <AuditTrail targetType="print_order" targetId={data.id} />
    </AdminPage>
  );
}
