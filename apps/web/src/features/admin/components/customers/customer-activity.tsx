import type { ReactNode } from 'react';
import type { CustomerDetail } from '@studio/contracts/admin-customers';
import { formatMoney } from '@studio/contracts/money';
import { Badge } from '../../../../components/ui/badge';
import { formatDate, humanize } from '../../utils/format';
import { OrderLink } from '../orders/order-link';
import { OrderStatusBadge } from '../../../../components/orders/order-status-badge';
import { SectionCard } from '../shared/section-card';

function ItemList<T extends { id: string }>({ label, items, empty, render }: { label: string; items: T[]; empty: string; render: (item: T) => ReactNode }) {
  if (items.length === 0) return <p className="text-sm text-ink-soft">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-line/70">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

/** What the customer has made and bought. */
export function CustomerActivity({ customer }: { customer: CustomerDetail }) {
  return (
    <>
      <SectionCard title="Orders">
        <ItemList
          label="Orders"
          items={customer.orders}
          empty="No print orders."
          render={(order) => (
            <>
              <span className="flex min-w-0 flex-col">
                <OrderLink orderId={order.id}>{order.title}</OrderLink>
                <span className="text-xs text-ink-soft">
                  {formatDate(order.created_at)} · {formatMoney(order.total, order.currency)}
                </span>
              </span>
              <OrderStatusBadge status={order.status} />
            </>
          )}
        />
      </SectionCard>
      <SectionCard title="Stories">
        <ItemList
          label="Stories"
          items={customer.stories}
          empty="No stories."
          render={(story) => (
            <>
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{story.title || 'Untitled story'}</span>
                <span className="text-xs text-ink-soft">{formatDate(story.created_at)}</span>
              </span>
              <Badge>{humanize(story.status)}</Badge>
            </>
          )}
        />
      </SectionCard>
      <SectionCard title="Uploaded books">
        <ItemList
          label="Uploaded books"
          items={customer.uploaded_books}
          empty="No uploaded books."
          render={(book) => (
            <>
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{book.title}</span>
                <span className="text-xs text-ink-soft">
                  {formatDate(book.created_at)}
                  {book.page_count !== null && ` · ${book.page_count} pages`}
                </span>
              </span>
              <Badge tone={book.status === 'rejected' ? 'danger' : book.status === 'ready' ? 'leaf' : 'neutral'}>{humanize(book.status)}</Badge>
            </>
          )}
        />
      </SectionCard>
    </>
  );
}
