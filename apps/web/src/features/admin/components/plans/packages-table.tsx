import { useMemo } from 'react';
import type { AdminCreditPackage } from '@studio/contracts/admin-plans';
import { formatMoney } from '@studio/contracts/money';
import { formatCount } from '../../utils/format';
import { adminColumnHelper, DataTable } from '../shared/data-table';
import { ActiveBadge } from './active-badge';
import { RowActions } from './row-actions';

const column = adminColumnHelper<AdminCreditPackage>();

interface PackagesTableProps {
  packages: AdminCreditPackage[];
  onEdit: (creditPackage: AdminCreditPackage) => void;
  onToggleActive: (creditPackage: AdminCreditPackage) => void;
}

export function PackagesTable({ packages, onEdit, onToggleActive }: PackagesTableProps) {
  // Stable while the callbacks are (the page passes state setters), so the table keeps its row models.
  const columns = useMemo(
    () =>
      column.columns([
    column.accessor('name', {
      header: 'Package',
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-semibold">{row.original.name}</span>
          <span className="text-xs text-ink-soft sm:hidden">{formatCount(row.original.credits)} credits</span>
          <span className="mt-1 sm:hidden">
            <ActiveBadge isActive={row.original.is_active} />
          </span>
        </div>
      ),
    }),
    column.accessor('credits', { header: 'Credits', meta: { align: 'right', hideBelow: 'sm' }, cell: ({ getValue }) => formatCount(getValue()) }),
    column.accessor('price_cents', { header: 'Price', meta: { align: 'right' }, cell: ({ row }) => formatMoney(row.original.price_cents, row.original.currency) }),
    column.display({
      id: 'per_credit',
      header: 'Per credit',
      meta: { align: 'right', hideBelow: 'md' },
      cell: ({ row }) => formatMoney(Math.round(row.original.price_cents / row.original.credits), row.original.currency),
    }),
    column.accessor('sort_order', { header: 'Order', meta: { align: 'right', hideBelow: 'md' } }),
    column.accessor('is_active', { header: 'Status', meta: { hideBelow: 'sm' }, cell: ({ getValue }) => <ActiveBadge isActive={getValue()} /> }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <RowActions item={row.original} onEdit={onEdit} onToggleActive={onToggleActive} />,
    }),
      ]),
    [onEdit, onToggleActive],
  );
  return <DataTable caption="Credit packages" columns={columns} data={packages} getRowId={(creditPackage) => creditPackage.id} />;
}
