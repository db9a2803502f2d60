import { and, count, inArray, lt } from 'drizzle-orm';
import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import type { DbOrTx } from '../../db/client';
import { printOrders } from '../../db/schema';

export async function countOrdersByStatus(db: DbOrTx): Promise<Array<{ status: PrintOrderStatus; count: number }>> {
  return db.select({ status: printOrders.status, count: count() }).from(printOrders).groupBy(printOrders.status);
}

export async function countOrdersInStatusesSince(db: DbOrTx, statuses: readonly PrintOrderStatus[], unchangedSince: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(printOrders)
    .where(and(inArray(printOrders.status, [...statuses]), lt(printOrders.updatedAt, unchangedSince)));
  return row?.total ?? 0;
}
