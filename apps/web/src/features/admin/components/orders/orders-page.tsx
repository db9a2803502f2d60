import { Download, PackageSearch } from 'lucide-react';
import { toast } from 'sonner';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getErrorMessage } from '../../../../lib/api-error';
import { useDownloadOrdersCsv } from '../../api/download-orders-csv';
import { useAdminOrders } from '../../api/list-admin-orders';
import { ADMIN_ORDERS_PER_PAGE, hasOrderFilters, orderListParamsFrom } from '../../utils/order-filters';
import { withParams } from '../../utils/search-params';
import { AdminPage } from '../shared/admin-page';
import { EmptyState } from '../shared/empty-state';
import { Pager } from '../shared/pager';
import { QueryError } from '../shared/query-error';
import { OrderFilters } from './order-filters';
import { orderPath, type OrderPageState } from './order-link';
import { OrdersTable } from './orders-table';

/** /admin/orders: every print order, filtered, sorted and paged by the server; the address holds the view. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const list = orderListParamsFrom(params);
  const orders = useAdminOrders(list);
  const csv = useDownloadOrdersCsv();
  const filtered = hasOrderFilters(list);

  const downloadCsv = () =>
    csv.mutate(list, {
      onSuccess: () => toast.success(filtered ? 'CSV of the filtered orders downloaded' : 'CSV of every order downloaded'),
      onError: (error) => toast.error(`The CSV could not be made: ${getErrorMessage(error)}`),
    });

  return (
    <AdminPage
      title="Orders"
      description="Print orders, newest first. Open one to move it on, ship it or refund it."
      actions={
        <Button variant="outline" onClick={downloadCsv} disabled={csv.isPending}>
          <Download aria-hidden="true" />
          {csv.isPending ? 'Preparing CSV…' : 'Download CSV'}
        </Button>
      }
    >
      <OrderFilters list={list} />
      {orders.isPending && (
        <div role="status" aria-label="Loading orders" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      )}
      {orders.isError && <QueryError what="The orders" error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data && orders.data.total === 0 && (
        <EmptyState icon={PackageSearch} title={filtered ? 'No orders match these filters' : 'No orders yet'}>
          {filtered ? <p>Try another status, a wider date range or a shorter search.</p> : <p>Orders appear here as soon as customers place them.</p>}
        </EmptyState>
      )}
      {orders.data && orders.data.total > 0 && (
        <div className="flex flex-col gap-4">
          {orders.data.items.length > 0 ? (
            <OrdersTable
              orders={orders.data.items}
              sort={list.sort}
              direction={list.direction}
              onSort={(sort, direction) => setParams((current) => withParams(current, { sort, direction }))}
              onOpen={(order) => navigate(orderPath(order.id), { state: { listSearch: search } satisfies OrderPageState })}
              isStale={orders.isPlaceholderData}
            />
          ) : (
            <p className="text-ink-soft">There is no page {list.page} of these orders.</p>
          )}
          <Pager page={list.page} perPage={ADMIN_ORDERS_PER_PAGE} total={orders.data.total} hrefFor={(page) => `?${withParams(params, { page }).toString()}`} label="Order pages" />
        </div>
      )}
    </AdminPage>
  );
}
