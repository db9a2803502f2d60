import type { AdminOrderRow, AdminOrderSort } from '@studio/contracts/admin-orders';
import { formatMoney } from '@studio/contracts/money';
import type { SortingState } from '@tanstack/react-table';
import { formatDateTime } from '../../utils/format';
import { adminColumnHelper, DataTable } from '../shared/data-table';
import { OrderLink } from './order-link';
import { OrderStatusBadge } from '../../../../components/orders/order-status-badge';
import { orderCustomerName } from '../../utils/order-customer';

const column = adminColumnHelper<AdminOrderRow>();

const columns = column.columns([
  column.accessor('title', {
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex max-w-64 min-w-32 flex-col">
        <OrderLink orderId={row.original.id}>{row.original.title}</OrderLink>
        <span className="font-mono text-xs text-ink-soft">{row.original.id.slice(0, 8)}</span>
        {/* Columns give way on narrow screens; what they hold rides under the title instead. */}
        <span className="truncate text-xs text-ink-soft md:hidden">{orderCustomerName(row.original.customer)}</span>
        <span className="text-xs text-ink-soft sm:hidden">
          {formatMoney(row.original.total, row.original.currency)} · {formatDateTime(row.original.created_at)}
        </span>
      </div>
    ),
  }),
  column.accessor('customer', {
    header: 'Customer',
    enableSorting: false,
    meta: { hideBelow: 'md' },
    cell: ({ getValue }) => (
      <div className="flex max-w-56 flex-col">
        <span className="truncate">{orderCustomerName(getValue())}</span>
        {getValue() && <span className="truncate text-xs text-ink-soft">{getValue()?.email}</span>}
      </div>
    ),
  }),
  column.accessor('status', { header: 'Status', cell: ({ getValue }) => <OrderStatusBadge status={getValue()} /> }),
  column.accessor('total', { header: 'Total', meta: { align: 'right', hideBelow: 'sm' }, cell: ({ row }) => formatMoney(row.original.total, row.original.currency) }),
  // Beside the admin menu a 1280-pixel screen has room for five columns: the rest wait for a wider one.
  column.accessor('quantity', { header: 'Copies', enableSorting: false, meta: { align: 'right', hideBelow: '2xl' } }),
  column.accessor('country', { header: 'Ship to', enableSorting: false, meta: { hideBelow: '2xl' } }),
  column.accessor('created_at', { header: 'Placed', meta: { hideBelow: 'sm' }, cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span> }),
  column.accessor('updated_at', {
    header: 'Last change',
    meta: { hideBelow: '2xl' },
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
]);

interface OrdersTableProps {
  orders: AdminOrderRow[];
  sort: AdminOrderSort;
  direction: 'asc' | 'desc';
  onSort: (sort: AdminOrderSort, direction: 'asc' | 'desc') => void;
  onOpen: (order: AdminOrderRow) => void;
  isStale: boolean;
}

const isOrderSort = (id: string): id is AdminOrderSort => ['created_at', 'updated_at', 'total', 'status'].includes(id);

export function OrdersTable({ orders, sort, direction, onSort, onOpen, isStale }: OrdersTableProps) {
  const sorting: SortingState = [{ id: sort, desc: direction === 'desc' }];
  return (
    <DataTable
      caption="Print orders"
      columns={columns}
      data={orders}
      getRowId={(order) => order.id}
      sorting={sorting}
      onSortingChange={(next) => {
        const [first] = next;
        if (first && isOrderSort(first.id)) onSort(first.id, first.desc ? 'desc' : 'asc');
      }}
      onRowClick={onOpen}
      isStale={isStale}
    />
  );
}
