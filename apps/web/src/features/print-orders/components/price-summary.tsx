import { formatMoney } from '@studio/contracts/money';
import type { LineItem, Quote } from '@studio/contracts/print-orders';
import { formatDay } from '../utils/format-day';

const AFTER_SUBTOTAL: ReadonlySet<LineItem['kind']> = new Set(['shipping', 'tax']);
const range = ({ earliest, latest }: { earliest: string; latest: string }) => (earliest === latest ? formatDay(earliest) : `${formatDay(earliest)} – ${formatDay(latest)}`);

function Row({ label, amount, currency, strong = false }: { label: string; amount: number; currency: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className={strong ? 'font-semibold' : 'text-ink-soft'}>{label}</dt>
      <dd className="font-semibold tabular-nums">{formatMoney(amount, currency)}</dd>
    </div>
  );
}

/** Every line of the price: the books, their subtotal, then postage and tax. */
function PriceLines({ quote }: { quote: Quote }) {
  const books = quote.line_items.filter((item) => !AFTER_SUBTOTAL.has(item.kind));
  const rest = quote.line_items.filter((item) => AFTER_SUBTOTAL.has(item.kind));
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      {books.map((item) => (
        <Row key={`${item.kind}-${item.label}`} label={item.label} amount={item.amount} currency={quote.currency} />
      ))}
      <div className="my-1 border-t border-dashed border-line" aria-hidden="true" />
      <Row label="Subtotal" amount={quote.subtotal} currency={quote.currency} strong />
      {rest.map((item) => (
        <Row key={`${item.kind}-${item.label}`} label={item.label} amount={item.amount} currency={quote.currency} />
      ))}
    </dl>
  );
}

export function TotalLine({ quote }: { quote: Quote }) {
  return (
    <p className="flex items-baseline justify-between gap-4">
      <span className="font-bold">Total</span>
      <span className="text-2xl font-bold tabular-nums" data-testid="print-total">
        {formatMoney(quote.total, quote.currency)}
      </span>
    </p>
  );
}

/** The pages that will be printed and when the books leave and arrive. */
export function QuoteFacts({ quote }: { quote: Quote }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-ink-soft">
      <dt>Pages</dt>
      <dd>
        {quote.printed_pages}
        {quote.padded_pages > 0 ? ` (${quote.padded_pages} blank at the end)` : ''}
      </dd>
      <dt>Dispatched</dt>
      <dd>{range(quote.estimated_dispatch)}</dd>
      <dt>Arrives</dt>
      <dd>{range(quote.estimated_delivery)}</dd>
    </dl>
  );
}

export function PriceNotices({ quote }: { quote: Quote }) {
  return quote.notices.map((notice) => (
    <p key={notice} className="rounded-xl bg-sun-100 px-3 py-2 text-sm text-[#7a5200]">
      {notice}
    </p>
  ));
}

/** What the order costs: the total, or every line when `detailed`, with the pages, the dates and any notice. */
export function PriceSummary({ quote, detailed = false }: { quote: Quote; detailed?: boolean }) {
  return (
    <div role="group" aria-label="Price" className="flex flex-col gap-3">
      {detailed && <PriceLines quote={quote} />}
      <div className={detailed ? 'flex flex-col gap-2 border-t border-line pt-3' : 'flex flex-col gap-2'}>
        <TotalLine quote={quote} />
        <QuoteFacts quote={quote} />
      </div>
      <PriceNotices quote={quote} />
    </div>
  );
}
