import type { CustomerRow } from '@studio/contracts/admin-customers';
import { Link } from 'react-router';
import { formatDate } from '../../utils/format';
import { adminColumnHelper, DataTable } from '../shared/data-table';
import { CustomerBadges } from './customer-badges';

const column = adminColumnHelper<CustomerRow>();

export const customerPath = (customerId: string) => `/admin/customers/${customerId}`;

const columns = column.columns([
  column.accessor('full_name', {
    header: 'Customer',
    cell: ({ row }) => (
      <div className="flex max-w-72 min-w-40 flex-col">
        <Link to={customerPath(row.original.id)} className="truncate font-semibold text-ink underline-offset-4 hover:text-coral-700 hover:underline">
          {row.original.full_name || row.original.email}
        </Link>
        <span className="truncate text-xs text-ink-soft">{row.original.email}</span>
      </div>
    ),
  }),
  column.accessor('plan_name', { header: 'Plan', cell: ({ getValue }) => getValue() ?? <span className="text-ink-soft">Free</span> }),
  column.display({ id: 'flags', header: 'Account', cell: ({ row }) => <CustomerBadges role={row.original.role} disabled={row.original.disabled} isVerified={row.original.is_verified} /> }),
  column.accessor('created_at', { header: 'Joined', meta: { hideBelow: 'md' }, cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDate(getValue())}</span> }),
]);

export function CustomersTable({ customers, onOpen, isStale }: { customers: CustomerRow[]; onOpen: (customer: CustomerRow) => void; isStale: boolean }) {
  return <DataTable caption="Customers" columns={columns} data={customers} getRowId={(customer) => customer.id} onRowClick={onOpen} isStale={isStale} />;
}
