import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import type { DbOrTx } from '../../db/client';
import { printOrderEvents, printOrders, printPriceLists } from '../../db/schema';

export type PrintOrderRow = typeof printOrders.$inferSelect;
export type NewPrintOrderRow = typeof printOrders.$inferInsert;
export type PrintOrderEventRow = typeof printOrderEvents.$inferSelect;
export type PriceListRow = typeof printPriceLists.$inferSelect;

export async function findLatestPriceList(db: DbOrTx): Promise<PriceListRow | undefined> {
  const [row] = await db.select().from(printPriceLists).orderBy(desc(printPriceLists.version)).limit(1);
  return row;
}

/** Inserts unless this customer already used the idempotency key; undefined means they did. */
export async function insertOrderOnce(db: DbOrTx, values: NewPrintOrderRow): Promise<PrintOrderRow | undefined> {
  const [row] = await db.insert(printOrders).values(values).onConflictDoNothing({ target: [printOrders.customerId, printOrders.idempotencyKey] }).returning();
  return row;
}

export async function findOrderByIdempotencyKey(db: DbOrTx, customerId: string, key: string): Promise<PrintOrderRow | undefined> {
  const [row] = await db.select().from(printOrders).where(and(eq(printOrders.customerId, customerId), eq(printOrders.idempotencyKey, key)));
  return row;
}

export async function findOrder(db: DbOrTx, id: string): Promise<PrintOrderRow | undefined> {
  const [row] = await db.select().from(printOrders).where(eq(printOrders.id, id));
  return row;
}

/** The order, locked for this transaction: status changes of one order happen one at a time. */
export async function lockOrder(db: DbOrTx, id: string): Promise<PrintOrderRow | undefined> {
  const [row] = await db.select().from(printOrders).where(eq(printOrders.id, id)).for('update');
  return row;
}

export async function findOrderByPayment(db: DbOrTx, paymentId: string): Promise<PrintOrderRow | undefined> {
  const [row] = await db.select().from(printOrders).where(eq(printOrders.paymentId, paymentId));
  return row;
}

export async function updateOrder(db: DbOrTx, id: string, values: Partial<NewPrintOrderRow>): Promise<PrintOrderRow> {
  const [row] = await db.update(printOrders).set(values).where(eq(printOrders.id, id)).returning();
  return row!;
}

export async function listCustomerOrders(db: DbOrTx, customerId: string, page: number, perPage: number): Promise<{ rows: PrintOrderRow[]; total: number }> {
  const where = eq(printOrders.customerId, customerId);
  const [rows, [totals]] = await Promise.all([
    db.select().from(printOrders).where(where).orderBy(desc(printOrders.createdAt), desc(printOrders.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(printOrders).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function insertOrderEvent(db: DbOrTx, values: typeof printOrderEvents.$inferInsert): Promise<void> {
  await db.insert(printOrderEvents).values(values);
}

export async function listOrderEvents(db: DbOrTx, orderIds: string[]): Promise<PrintOrderEventRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(printOrderEvents).where(inArray(printOrderEvents.orderId, orderIds)).orderBy(asc(printOrderEvents.createdAt), asc(printOrderEvents.seq));
}

/** Orders in `status` last changed before `before`, oldest first (unpaid ones to expire, paid ones whose files never started). */
export async function listOrdersInStatusBefore(db: DbOrTx, status: PrintOrderStatus, before: Date, limit: number): Promise<PrintOrderRow[]> {
  return db
    .select()
    .from(printOrders)
    .where(and(eq(printOrders.status, status), lt(printOrders.updatedAt, before)))
    .orderBy(asc(printOrders.updatedAt))
    .limit(limit);
}
