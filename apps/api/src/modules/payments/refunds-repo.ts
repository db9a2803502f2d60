import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refunds } from '../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;

/** Asks for the payment's refund unless it was asked for before; undefined means it was. */
export async function insertRefundOnce(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.paymentId }).returning();
  return row;
}

/** An administrator's message for a refund already asked for (the cancellation asked for it first). */
export async function setRefundCustomerMessage(db: DbOrTx, paymentId: string, customerMessage: string): Promise<void> {
  await db.update(refunds).set({ customerMessage }).where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending')));
}

export async function findRefundOfPayment(db: DbOrTx, paymentId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  return row;
}

/** Takes a pending refund for `until` unless another worker holds it; undefined when it is held or done. */
export async function claimRefund(db: DbOrTx, id: string, now: Date, until: Date): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ claimedUntil: until })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, now))))
    .returning();
  return row;
}

export async function markRefundDone(db: DbOrTx, id: string, refundRef: string, now: Date): Promise<void> {
  await db.update(refunds).set({ status: 'refunded', refundRef, refundedAt: now, claimedUntil: null, lastError: null }).where(eq(refunds.id, id));
}

export async function recordRefundFailure(db: DbOrTx, id: string, values: { attempts: number; lastError: string; nextAttemptAt: Date }): Promise<void> {
  await db.update(refunds).set({ ...values, claimedUntil: null }).where(eq(refunds.id, id));
}

/** Pending refunds whose next try is due, oldest first. */
export async function listDueRefunds(db: DbOrTx, now: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit);
}
