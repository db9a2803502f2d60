import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** Where an order's page is; it remembers the list's filters so "Back to orders" returns to them. */
export const orderPath = (orderId: string) => `/admin/orders/${orderId}`;

export interface OrderPageState {
  listSearch?: string;
}

export function OrderLink({ orderId, children, className }: { orderId: string; children: ReactNode; className?: string }) {
  const { pathname, search } = useLocation();
  const state: OrderPageState | undefined = pathname === '/admin/orders' ? { listSearch: search } : undefined;
  return (
    <Link to={orderPath(orderId)} state={state} className={className ?? 'font-semibold text-ink underline-offset-4 hover:text-coral-700 hover:underline'}>
      {children}
    </Link>
  );
}
