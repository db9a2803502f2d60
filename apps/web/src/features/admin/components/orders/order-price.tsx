import type { AdminOrder } from '@studio/contracts/admin-orders';
import { formatMoney } from '@studio/contracts/money';
import { SectionCard } from '../shared/section-card';

/** The quote the customer paid, line by line (frozen when the order was placed). */
export function OrderPrice({ order }: { order: AdminOrder }) {
  const { quote } = order;
  const money = (amount: number) => formatMoney(amount, quote.currency);
  return (
    <SectionCard title="Price" description={`From price list version ${quote.price_list_version}.`}>
      <table className="w-full text-sm">
        <caption className="sr-only">Price lines</caption>
        <tbody>
          {quote.line_items.map((line, index) => (
            <tr key={`${line.kind}-${index}`} className="border-b border-line/70">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {line.label}
              </th>
              <td className="py-2 text-right tabular-nums whitespace-nowrap">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-3 text-left font-semibold">
              Total
            </th>
            <td className="pt-3 text-right font-semibold tabular-nums whitespace-nowrap">{money(quote.total)}</td>
          </tr>
          {quote.tax > 0 && (
            <tr>
              <td colSpan={2} className="pt-1 text-right text-xs text-ink-soft">
                including {money(quote.tax)} tax
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </SectionCard>
  );
}
