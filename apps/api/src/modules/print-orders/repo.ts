import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import type { DbOrTx } from '../../db/client';
import type { PrintProviderName } from '../../infra/print/print-provider';
import { printOrderEvents, printOrders, printPriceLists, printProviderEvents } from '../../db/schema';

export type PrintOrderRow = typeof printOrders.$inferSelect;
export type NewPrintOrderRow = typeof printOrders.$inferInsert;
export type PrintOrderEventRow = typeof printOrderEvents.$inferSelect;
export type PriceListRow = typeof printPriceLists.$inferSelect;
export type ProviderEventRow = typeof printProviderEvents.$inferSelect;

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

/** Orders in any of `statuses` last changed before `before`, oldest first. */
export async function listOrdersInStatusesBefore(db: DbOrTx, statuses: readonly PrintOrderStatus[], before: Date, limit: number): Promise<PrintOrderRow[]> {
  return db
    .select()
    .from(printOrders)
    .where(and(inArray(printOrders.status, [...statuses]), lt(printOrders.updatedAt, before)))
    .orderBy(asc(printOrders.updatedAt))
    .limit(limit);
}

export async function findOrderByProviderJob(db: DbOrTx, provider: PrintProviderName, providerJobId: string): Promise<PrintOrderRow | undefined> {
  const [row] = await db.select().from(printOrders).where(and(eq(printOrders.provider, provider), eq(printOrders.providerJobId, providerJobId)));
  return row;
}

/** Records a provider's report once: the same body delivered again is recognised by its hash. */
export async function insertProviderEventOnce(db: DbOrTx, values: typeof printProviderEvents.$inferInsert): Promise<boolean> {
  const rows = await db.insert(printProviderEvents).values(values).onConflictDoNothing({ target: [printProviderEvents.provider, printProviderEvents.bodyHash] }).returning({ id: printProviderEvents.id });
  return rows.length > 0;
}

/** A job's reports not yet applied, in the order the provider says they happened. */
export async function listUnappliedProviderEvents(db: DbOrTx, provider: string, providerJobId: string): Promise<ProviderEventRow[]> {
  return db
    .select()
    .from(printProviderEvents)
    .where(and(eq(printProviderEvents.provider, provider), eq(printProviderEvents.providerJobId, providerJobId), isNull(printProviderEvents.appliedAt)))
    .orderBy(sql`${printProviderEvents.changedAt} asc nulls last`, asc(printProviderEvents.receivedAt));
}

/** Jobs that have reports waiting, received before `before` (the sweeper applies what a request could not). */
export async function listJobsWithUnappliedEvents(db: DbOrTx, before: Date, limit: number): Promise<Array<{ provider: string; providerJobId: string }>> {
  return db
    .selectDistinct({ provider: printProviderEvents.provider, providerJobId: printProviderEvents.providerJobId })
    .from(printProviderEvents)
    .where(and(isNull(printProviderEvents.appliedAt), lt(printProviderEvents.receivedAt, before)))
    .limit(limit);
}

export async function markProviderEventApplied(db: DbOrTx, id: string, outcome: string, at: Date): Promise<void> {
  await db.update(printProviderEvents).set({ appliedAt: at, outcome }).where(eq(printProviderEvents.id, id));
}

const FINISHED: PrintOrderStatus[] = ['delivered', 'cancelled', 'refunded', 'rejected'];

/** Orders not yet finished that print this uploaded book or this story. */
export async function countUnfinishedOrdersOf(db: DbOrTx, book: { uploadedBookId: string } | { storyId: string }): Promise<number> {
  const ofBook = 'storyId' in book ? eq(printOrders.storyId, book.storyId) : eq(printOrders.uploadedBookId, book.uploadedBookId);
  const [row] = await db
    .select({ total: count() })
    .from(printOrders)
    .where(and(ofBook, notInArray(printOrders.status, FINISHED)));
  return row?.total ?? 0;
}

// Closing an account

/** Paid orders of the customer still on their way (paid, not yet delivered, cancelled, refunded or rejected). */
export async function countOrdersInProgressOf(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(printOrders)
    .where(and(eq(printOrders.customerId, customerId), notInArray(printOrders.status, [...FINISHED, 'pending_payment'])));
  return row?.total ?? 0;
}

export async function deleteUnpaidOrdersOf(db: DbOrTx, customerId: string): Promise<void> {
  await db.delete(printOrders).where(and(eq(printOrders.customerId, customerId), isNull(printOrders.paidAt)));
}

export async function listUnpaidOrdersOf(db: DbOrTx, customerId: string): Promise<Array<{ status: PrintOrderStatus; createdAt: Date }>> {
  return db.select({ status: printOrders.status, createdAt: printOrders.createdAt }).from(printOrders).where(and(eq(printOrders.customerId, customerId), isNull(printOrders.paidAt)));
}

/** Every order of the customer, oldest first. */
export async function listAllOrdersOf(db: DbOrTx, customerId: string): Promise<PrintOrderRow[]> {
  return db.select().from(printOrders).where(eq(printOrders.customerId, customerId)).orderBy(asc(printOrders.createdAt));
}
