import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AdminOrderListQuery } from '@studio/contracts/admin-orders';
import type { AppContext } from '../../app-context';
import { searchOrders } from './admin-orders-repo';
import { toOrderSearch, withCustomers } from './admin-orders';

const BATCH = 500;

const COLUMNS = [
  'order_id',
  'created_at',
  'status',
  'title',
  'customer_email',
  'customer_name',
  'quantity',
  'binding',
  'paper_size',
  'country',
  'shipping_level',
  'total_minor_units',
  'currency',
  'provider',
  'tracking_number',
  'updated_at',
] as const;

/**
 * The filtered order list as CSV, read and written a batch at a time so a long export never sits in
 * memory whole. Cells that a spreadsheet would run as a formula are escaped.
 */
export function exportOrdersCsv(context: AppContext, query: AdminOrderListQuery): Readable {
  async function* records() {
    const search = await toOrderSearch(context, query);
    for (let offset = 0; ; offset += BATCH) {
      const { rows } = await searchOrders(context.db, search, BATCH, offset);
      for (const { order, customer } of await withCustomers(context, rows)) {
        yield [
          order.id,
          order.createdAt.toISOString(),
          order.status,
          order.title,
          customer?.email ?? '',
          customer?.fullName ?? '(deleted account)',
          order.printOptions.quantity,
          order.printOptions.binding,
          order.printOptions.paper_size,
          order.shippingAddress.country,
          order.shippingLevel,
          order.totalCents,
          order.currency,
          order.provider ?? '',
          order.tracking?.number ?? '',
          order.updatedAt.toISOString(),
        ];
      }
      if (rows.length < BATCH) return;
    }
  }
  // pipeline, not pipe: a failed read destroys the CSV stream the reply sends, so Fastify ends the answer
  // (500 or a cut connection) instead of the error going unheard.
  return pipeline(Readable.from(records()), stringify({ header: true, columns: [...COLUMNS], escape_formulas: true, bom: true }), () => {});
}
