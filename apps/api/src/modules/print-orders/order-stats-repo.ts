import { and, count, eq, inArray, lt, or } from 'drizzle-orm';
import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import type { DbOrTx } from '../../db/client';
import { printOrders } from '../../db/schema';
import type { PrintOrderRow } from './repo';

export async function countOrdersByStatus(db: DbOrTx): Promise<Array<{ status: PrintOrderStatus; count: number }>> {
  return db.select({ status: printOrders.status, count: count() }).from(printOrders).groupBy(printOrders.status);
}

/** Orders in `statuses` unchanged since `unchangedSince`, or at `provider` whatever their age. */
export async function countOrdersInStatusesSince(db: DbOrTx, statuses: readonly PrintOrderStatus[], unchangedSince: Date, provider: NonNullable<PrintOrderRow['provider']>): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(printOrders)
    .where(and(inArray(printOrders.status, [...statuses]), or(lt(printOrders.updatedAt, unchangedSince), eq(printOrders.provider, provider))));
  return row?.total ?? 0;
}
