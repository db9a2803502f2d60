import { useLocation, useParams } from 'react-router';
import { useAdminOrder } from '../../api/get-admin-order';
import { formatDateTime } from '../../utils/format';
import { AdminPage } from '../shared/admin-page';
import { BackLink, DetailPageFailed, DetailPageLoading } from '../shared/detail-page-states';
import { AuditTrail } from '../shared/audit-trail';
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
  const back = <BackLink to={`/admin/orders${listSearch}`}>Back to orders</BackLink>;

  if (order.isPending) return <DetailPageLoading title="Order" what="order" back={back} summaryHeight="h-40" />;
  if (order.isError) return <DetailPageFailed title="Order" what="order" back={back} error={order.error} onRetry={() => void order.refetch()} />;

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
