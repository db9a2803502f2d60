import type { PrintOrder } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import { orderView } from './orders';
import { listAllOrdersOf } from './repo';

/** Every print order of the customer, oldest first, for their data export. */
export async function exportOrders(context: AppContext, customerId: string): Promise<PrintOrder[]> {
  const rows = await listAllOrdersOf(context.db, customerId);
  return Promise.all(rows.map((row) => orderView(context, row)));
}
