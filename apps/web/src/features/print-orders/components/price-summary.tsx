import { formatMoney } from '@studio/contracts/billing';
import type { Quote } from '@studio/contracts/print-orders';
import { formatDay } from '../utils/format-day';

/** What the order costs: the total, or every line when `detailed`, with the pages and the dates. */
export function PriceSummary({ quote, detailed = false }: { quote: Quote; detailed?: boolean }) {
  const money = (amount: number) => formatMoney(amount, quote.currency);
  return (
    <div className="flex flex-col gap-3" aria-label="Price">
      {detailed && (
        <dl className="flex flex-col gap-1.5 text-sm">
          {quote.line_items.map((item) => (
            <div key={`${item.kind}-${item.label}`} className="flex justify-between gap-4">
              <dt className="text-ink-soft">{item.label}</dt>
              <dd className="font-semibold tabular-nums">{money(item.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <span className="font-bold">Total</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="print-total">
          {money(quote.total)}
        </span>
      </p>
      <p className="text-sm text-ink-soft">
        {quote.printed_pages} printed pages{quote.padded_pages > 0 ? ` (${quote.padded_pages} blank at the end)` : ''} · dispatched {formatDay(quote.estimated_dispatch.earliest)}–{formatDay(quote.estimated_dispatch.latest)} · arrives {formatDay(quote.estimated_delivery.earliest)}–{formatDay(quote.estimated_delivery.latest)}
      </p>
      {quote.notices.map((notice) => (
        <p key={notice} className="rounded-xl bg-sun-100 px-3 py-2 text-sm text-[#7a5200]">
          {notice}
        </p>
      ))}
    </div>
  );
}
