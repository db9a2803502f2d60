import { PRINT_ORDER_STATUS_LABELS, PRINT_ORDER_STATUSES } from '@studio/contracts/print-orders';
import { ListFilter, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Select } from '../../../../components/ui/field-controls';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { useSearchParamDraft } from '../../hooks/use-search-param-draft';
import { hasOrderFilters, type OrderListParams } from '../../utils/order-filters';
import { withParams } from '../../utils/search-params';

/** On a phone the sortable columns are hidden, so the order is chosen here. */
const PHONE_SORTS = [
  ['created_at:desc', 'Newest first'],
  ['created_at:asc', 'Oldest first'],
  ['updated_at:desc', 'Changed most recently'],
  ['updated_at:asc', 'Waiting longest'],
  ['total:desc', 'Highest total'],
  ['total:asc', 'Lowest total'],
  ['status:asc', 'Status'],
] as const;

/**
 * The orders list's filters, every one kept in the page's address. On a phone only the search shows
 * until "More filters" opens the rest (it starts open when one of them is set).
 */
export function OrderFilters({ list }: { list: OrderListParams }) {
  const [, setParams] = useSearchParams();
  const email = useSearchParamDraft('email');
  const text = useSearchParamDraft('q');
  const moreId = useId();
  const moreSet = [list.email, list.status, list.from, list.to].filter(Boolean).length;
  const [showMore, setShowMore] = useState(moreSet > 0);
  const set = (changes: Record<string, string | undefined>) => setParams((current) => withParams(current, changes));
  const datesReversed = Boolean(list.from && list.to && list.from > list.to);
  const more = cn('lg:col-span-2', !showMore && 'hidden lg:block');

  return (
    <Card className="p-4 sm:p-5">
      <form
        role="search"
        aria-label="Filter orders"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(event) => {
          event.preventDefault();
          email.flush();
          text.flush();
        }}
      >
        <div className="sm:col-span-2">
          <FormField label="Search">
            {(control) => (
              <div className="relative">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
                <Input {...control} type="search" className="pl-9" placeholder="Title, order id or recipient" value={text.value} onChange={(event) => text.setValue(event.target.value)} />
              </div>
            )}
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:hidden">
          <Button variant="outline" size="sm" aria-expanded={showMore} aria-controls={moreId} onClick={() => setShowMore((shown) => !shown)}>
            <ListFilter aria-hidden="true" />
            {showMore ? 'Fewer filters' : moreSet > 0 ? `More filters (${moreSet} set)` : 'More filters'}
          </Button>
        </div>
        <div id={moreId} className="contents">
          <div className={more}>
            <FormField label="Customer e-mail">
              {(control) => <Input {...control} type="search" inputMode="email" autoComplete="off" placeholder="name@example.com" value={email.value} onChange={(event) => email.setValue(event.target.value)} />}
            </FormField>
          </div>
          <div className={more}>
            <FormField label="Status">
              {(control) => (
                <Select {...control} value={list.status ?? ''} onChange={(event) => set({ status: event.target.value || undefined })}>
                  <option value="">Any status</option>
                  {PRINT_ORDER_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {PRINT_ORDER_STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <div className={cn(more, 'sm:hidden')}>
            <FormField label="Sort by">
              {(control) => (
                <Select
                  {...control}
                  value={`${list.sort}:${list.direction}`}
                  onChange={(event) => {
                    const [sort, direction] = event.target.value.split(':');
                    set({ sort, direction });
                  }}
                >
                  {PHONE_SORTS.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                  {!PHONE_SORTS.some(([value]) => value === `${list.sort}:${list.direction}`) && <option value={`${list.sort}:${list.direction}`}>As chosen</option>}
                </Select>
              )}
            </FormField>
          </div>
          <div className={more}>
            <FormField label="Placed from">
              {(control) => <Input {...control} type="date" value={list.from ?? ''} max={list.to} onChange={(event) => set({ from: event.target.value || undefined })} />}
            </FormField>
          </div>
          <div className={more}>
            <FormField label="Placed to" error={datesReversed ? 'The end date is before the start date' : undefined}>
              {(control) => <Input {...control} type="date" value={list.to ?? ''} min={list.from} onChange={(event) => set({ to: event.target.value || undefined })} />}
            </FormField>
          </div>
        </div>
        {/* Enter in a text field applies it at once. */}
        <button type="submit" className="sr-only" tabIndex={-1}>
          Apply filters
        </button>
        {hasOrderFilters(list) && (
          <div className="flex items-end sm:col-span-2 lg:col-span-6">
            <Button variant="ghost" size="sm" onClick={() => setParams((current) => withParams(current, { status: undefined, from: undefined, to: undefined, email: undefined, q: undefined }))}>
              <X aria-hidden="true" />
              Clear filters
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
