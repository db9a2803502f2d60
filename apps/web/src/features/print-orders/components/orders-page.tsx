import { Link, useSearchParams } from 'react-router';
import { Package } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { ORDERS_PER_PAGE, usePrintOrders } from '../api/print-orders';
import { OrderCard } from './order-card';
import { OrdersPagination } from './orders-pagination';

/** My Orders: 10 to a page, newest first. */
export function OrdersPage() {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page') ?? 1)) || 1);
  const orders = usePrintOrders(page);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / ORDERS_PER_PAGE)) : 1;

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
      {orders.data && orders.data.total > 0 && orders.data.items.length === 0 && (
        <p className="text-ink-soft">
          There is no page {page}.{' '}
          <Link to="/orders" className="font-semibold text-coral-700 underline">
            Go to your newest orders
          </Link>
        </p>
      )}
      {orders.data && orders.data.items.length > 0 && (
        <>
          <ul aria-label="Your orders" className={cn('flex flex-col gap-4', orders.isPlaceholderData && 'opacity-60')}>
            {orders.data.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          <OrdersPagination page={page} pages={pages} />
        </>
      )}
    </div>
  );
}
