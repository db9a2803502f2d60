import { Link, useSearchParams } from 'react-router';
import { Package } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { ORDERS_PER_PAGE, usePrintOrders } from '../api/print-orders';
import { OrderCard } from './order-card';

/** My Orders: 10 to a page, newest first. */
export function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page') ?? 1)) || 1);
  const orders = usePrintOrders(page);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / ORDERS_PER_PAGE)) : 1;
  const goTo = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-5 py-8 sm:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold sm:text-3xl">My Orders</h1>
        <p className="text-ink-soft">Printed books you have ordered, and where each one is.</p>
      </header>
      {orders.isPending && <Spinner label="Loading your orders" className="mx-auto my-10" />}
      {orders.isError && <Alert>{getErrorMessage(orders.error)}</Alert>}
      {orders.data && orders.data.total === 0 && (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
          <Package className="size-10 text-coral-600" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No orders yet</h2>
          <p className="max-w-md text-ink-soft">Open one of your finished books and choose “Order prints” to have it printed and posted to you.</p>
          <Button asChild>
            <Link to="/dashboard">Go to my stories</Link>
          </Button>
        </div>
      )}
      {orders.data && orders.data.items.length > 0 && (
        <>
          <ul className="flex flex-col gap-4">
            {orders.data.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3">
              <Button variant="outline" onClick={() => goTo(page - 1)} disabled={page <= 1}>
                Newer
              </Button>
              <span className="text-sm text-ink-soft">
                Page {page} of {pages}
              </span>
              <Button variant="outline" onClick={() => goTo(page + 1)} disabled={page >= pages}>
                Older
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
