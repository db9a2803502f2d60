import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type CellData,
  type ColumnHelper,
  type RowData,
  type SortingState,
  type TableFeatures,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { MouseEvent } from 'react';
import { cn } from '../../../../lib/cn';

declare module '@tanstack/table-core' {
  // An augmentation must repeat the interface's type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<in out TFeatures extends TableFeatures, in out TData extends RowData, TValue extends CellData = CellData> {
    /** Numbers and money line up on the right. */
    align?: 'right';
    /** A column narrow screens can do without: shown from this breakpoint up. */
    hideBelow?: keyof typeof HIDE_BELOW;
  }
}

/** Whole class names, so Tailwind sees them. */
const HIDE_BELOW = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell', xl: 'hidden xl:table-cell', '2xl': 'hidden 2xl:table-cell' } as const;

/** The back office's tables sort (on the server) and nothing else: filtering and paging belong to the page's address. */
export const adminTableFeatures = tableFeatures({ rowSortingFeature });
export type AdminTableFeatures = typeof adminTableFeatures;
export type AdminColumns<TData extends RowData> = ReturnType<ColumnHelper<AdminTableFeatures, TData>['columns']>;
export const adminColumnHelper = <TData extends RowData>() => createColumnHelper<AdminTableFeatures, TData>();

const NO_SORTING: SortingState = [];

interface DataTableProps<TData extends RowData> {
  /** What the table lists, for screen readers. */
  caption: string;
  columns: AdminColumns<TData>;
  data: TData[];
  getRowId: (row: TData) => string;
  /** Server-side sorting: the table shows it and asks for changes; the caller fetches the sorted rows. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * A mouse shortcut: clicking anywhere on a row does what its first link does. Keyboard users reach
   * the same place through that link, so every row needs one.
   */
  onRowClick?: (row: TData) => void;
  /** Dims the rows while the next page or sort is on its way. */
  isStale?: boolean;
}

export function DataTable<TData extends RowData>({ caption, columns, data, getRowId, sorting, onSortingChange, onRowClick, isStale }: DataTableProps<TData>) {
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    getRowId,
    manualSorting: true,
    enableSorting: Boolean(onSortingChange),
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting: sorting ?? NO_SORTING },
    onSortingChange: (updater: Updater<SortingState>) => {
      const current = sorting ?? NO_SORTING;
      onSortingChange?.(typeof updater === 'function' ? updater(current) : updater);
    },
  });

  const onRowMouseClick = (event: MouseEvent<HTMLTableRowElement>, row: TData) => {
    if (!onRowClick || (event.target as Element).closest('a, button, input, select, label')) return;
    onRowClick(row);
  };

  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className={cn('w-full border-separate border-spacing-0 text-left text-sm transition-opacity', isStale && 'opacity-60')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={cn(
                      'border-b border-line bg-cream/40 px-3 py-2.5 text-xs font-bold tracking-wide whitespace-nowrap text-ink-soft uppercase first:pl-4 last:pr-4',
                      meta?.align === 'right' && 'text-right',
                      meta?.hideBelow && HIDE_BELOW[meta.hideBelow],
                    )}
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={cn('inline-flex items-center gap-1 rounded-md uppercase hover:text-ink', sorted && 'text-ink')}
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={onRowClick ? (event) => onRowMouseClick(event, row.original) : undefined}
              className={cn('group', onRowClick && 'cursor-pointer hover:bg-coral-50/60')}
            >
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td
                    key={cell.id}
                    className={cn(
                      'border-b border-line/70 px-3 py-3 align-middle group-last:border-b-0 first:pl-4 last:pr-4',
                      meta?.align === 'right' && 'text-right whitespace-nowrap tabular-nums',
                      meta?.hideBelow && HIDE_BELOW[meta.hideBelow],
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
