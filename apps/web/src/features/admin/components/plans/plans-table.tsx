import { useMemo } from 'react';
import type { AdminPlan } from '@studio/contracts/admin-plans';
import { formatMoney } from '@studio/contracts/money';
import { formatCount, humanize } from '../../utils/format';
import { adminColumnHelper, DataTable } from '../shared/data-table';
import { ActiveBadge } from './active-badge';
import { RowActions } from './row-actions';

const column = adminColumnHelper<AdminPlan>();

interface PlansTableProps {
  plans: AdminPlan[];
  onEdit: (plan: AdminPlan) => void;
  onToggleActive: (plan: AdminPlan) => void;
}

export function PlansTable({ plans, onEdit, onToggleActive }: PlansTableProps) {
  // Stable while the callbacks are (the page passes state setters), so the table keeps its row models.
  const columns = useMemo(
    () =>
      column.columns([
    column.accessor('name', {
      header: 'Plan',
      cell: ({ row }) => (
        <div className="flex min-w-28 flex-col">
          <span className="font-semibold">{row.original.name}</span>
          <span className="line-clamp-2 text-xs text-ink-soft">{row.original.description}</span>
          {/* On a phone the status rides under the name, so the table fits the screen without scrolling sideways. */}
          <span className="mt-1 sm:hidden">
            <ActiveBadge isActive={row.original.is_active} />
          </span>
        </div>
      ),
    }),
    column.accessor('type', { header: 'Type', meta: { hideBelow: 'md' }, cell: ({ getValue }) => humanize(getValue()) }),
    column.accessor('price_cents', {
      header: 'Price',
      meta: { align: 'right' },
      cell: ({ row }) => `${formatMoney(row.original.price_cents, row.original.currency)}/mo`,
    }),
    column.accessor('monthly_credits', { header: 'Credits / mo', meta: { align: 'right', hideBelow: 'md' }, cell: ({ getValue }) => formatCount(getValue()) }),
    column.accessor('subscribers', { header: 'Subscribers', meta: { align: 'right', hideBelow: 'sm' }, cell: ({ getValue }) => formatCount(getValue()) }),
    column.accessor('is_active', { header: 'Status', meta: { hideBelow: 'sm' }, cell: ({ getValue }) => <ActiveBadge isActive={getValue()} /> }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <RowActions item={row.original} onEdit={onEdit} onToggleActive={row.original.type === 'free' ? undefined : onToggleActive} />,
    }),
      ]),
    [onEdit, onToggleActive],
  );
  return <DataTable caption="Plans" columns={columns} data={plans} getRowId={(plan) => plan.id} />;
}
