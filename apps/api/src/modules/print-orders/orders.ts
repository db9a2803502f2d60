import type { Paged } from '@studio/contracts/pagination';
import type { PrintOrder } from '@studio/contracts/print-orders';
import type { AppContext } from '../../context';
import { notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { toPrintOrder } from './order-view';
import { findOrder, listCustomerOrders, listOrderEvents } from './repo';

export async function listOrders(context: AppContext, customerId: string, page: number, perPage: number): Promise<Paged<PrintOrder>> {
  const { rows, total } = await listCustomerOrders(context.db, customerId, page, perPage);
  const events = await listOrderEvents(context.db, rows.map((row) => row.id));
  return { items: rows.map((row) => toPrintOrder(row, events)), total, page, per_page: perPage };
}

/** The owner's order; anyone else's does not exist. */
export async function getOrder(context: AppContext, customerId: string, orderId: string): Promise<PrintOrder> {
  const order = isUuid(orderId) ? await findOrder(context.db, orderId) : undefined;
  if (!order || order.customerId !== customerId) throw notFound('Order');
  return toPrintOrder(order, await listOrderEvents(context.db, [order.id]));
}
