import type { Paged } from '@studio/contracts/pagination';
import type { PrintOrder } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { customerReads } from '../../lib/customer-reads';
import { isUuid } from '../../lib/ids';
import { toPrintOrder } from './order-view';
import { coverThumbnailsOf } from '../books/book-pictures';
import { findOrder, listCustomerOrders, listOrderEvents, type PrintOrderRow } from './repo';

export function listOrders(context: AppContext, customerId: string, page: number, perPage: number): Promise<Paged<PrintOrder>> {
  return customerReads(context).read(customerId, `print-orders:${page}:${perPage}`, async () => {
    const { rows, total } = await listCustomerOrders(context.db, customerId, page, perPage);
    const [events, covers] = await Promise.all([listOrderEvents(context.db, rows.map((row) => row.id)), coverUrls(context, rows)]);
    return { items: rows.map((row) => toPrintOrder(row, events, covers(row))), total, page, per_page: perPage };
  });
}

/** The books' current covers, as small pictures beside each order. */
async function coverUrls(context: AppContext, rows: PrintOrderRow[]): Promise<(row: PrintOrderRow) => string | null> {
  const thumbs = await coverThumbnailsOf(context.db, [...new Set(rows.flatMap((row) => (row.storyId ? [row.storyId] : [])))]);
  return (row) => {
    const key = row.storyId ? thumbs.get(row.storyId) : undefined;
    return key ? context.media.urlFor(key) : null;
  };
}

/** The owner's order; anyone else's does not exist. */
export async function getOrder(context: AppContext, customerId: string, orderId: string): Promise<PrintOrder> {
  const order = isUuid(orderId) ? await findOrder(context.db, orderId) : undefined;
  if (!order || order.customerId !== customerId) throw notFound('Order');
  return orderView(context, order);
}

/** One order as its owner sees it: with its history and its cover. */
export async function orderView(context: AppContext, order: PrintOrderRow): Promise<PrintOrder> {
  const [events, covers] = await Promise.all([listOrderEvents(context.db, [order.id]), coverUrls(context, [order])]);
  return toPrintOrder(order, events, covers(order));
}
