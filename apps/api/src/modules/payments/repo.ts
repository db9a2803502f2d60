import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@studio/contracts/billing';
import type { DbOrTx, Tx } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/** "bill" in ASCII: keeps these advisory locks apart from any other use of pg_advisory_xact_lock. */
const BILLING_LOCK_NAMESPACE = 0x62696c6c;

/** Takes the customer's billing advisory lock until the transaction ends (re-entrant within it). */
export async function takeBillingAdvisoryLock(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK_NAMESPACE}::int, hashtext(${customerId}))`);
}

export async function insertPayment(db: DbOrTx, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** Inserts unless a payment with the same provider reference exists; undefined means it did. */
export async function insertPaymentOnce(db: DbOrTx, values: NewPaymentRow & { providerRef: string }): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.providerRef }).returning();
  return row;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function setPaymentProviderRef(db: DbOrTx, id: string, providerRef: string): Promise<void> {
  await db.update(payments).set({ providerRef }).where(eq(payments.id, id));
}

/** Moves a pending payment to `status`; undefined when it was not pending any more (someone settled it first). */
export async function settlePendingPayment(db: DbOrTx, id: string, status: Exclude<PaymentStatus, 'pending'>, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status, settledAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/**
 * A cancelled or failed payment the provider took money for after all: recorded as paid (money moved)
 * with the provider's reference, once; undefined when it was not cancelled or failed (anymore).
 */
export async function claimLatePayment(db: DbOrTx, id: string, providerRef: string, now: Date): Promise<{ was: PaymentStatus } | undefined> {
  const [before] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)).for('update');
  if (before?.status !== 'cancelled' && before?.status !== 'failed') return undefined;
  await db.update(payments).set({ status: 'paid', settledAt: now, providerRef }).where(eq(payments.id, id));
  return { was: before.status };
}

/** A paid payment given back; undefined when it was not paid (never, or refunded already). */
export async function markPaymentRefunded(db: DbOrTx, id: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'refunded', settledAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'paid')))
    .returning();
  return row;
}

/** Every payment of the customer, oldest first. */
export async function listPaymentsOf(db: DbOrTx, customerId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.customerId, customerId)).orderBy(asc(payments.createdAt));
}

export async function deletePaymentsOfExcept(db: DbOrTx, customerId: string, kept: readonly PaymentStatus[]): Promise<void> {
  await db.delete(payments).where(and(eq(payments.customerId, customerId), notInArray(payments.status, [...kept])));
}

export async function detachPayments(db: DbOrTx, ids: string[], changes: Partial<Pick<PaymentRow, 'description'>> = {}): Promise<void> {
  if (ids.length === 0) return;
  await db.update(payments).set({ ...changes, customerId: null }).where(inArray(payments.id, ids));
}
