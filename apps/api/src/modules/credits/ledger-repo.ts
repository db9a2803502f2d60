import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditTransactionKind } from '@studio/contracts/billing';
import type { DbOrTx, Tx } from '../../db/client';
import { creditTransactions } from '../../db/schema';

export type LedgerRow = typeof creditTransactions.$inferSelect;
export type NewLedgerRow = typeof creditTransactions.$inferInsert;

/** "bill" in ASCII: keeps these advisory locks apart from any other use of pg_advisory_xact_lock. */
const BILLING_LOCK_NAMESPACE = 0x62696c6c;

/** Takes the customer's billing advisory lock until the transaction ends (re-entrant within it). */
export async function takeBillingAdvisoryLock(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK_NAMESPACE}::int, hashtext(${customerId}))`);
}

export async function findEntryByReference(db: DbOrTx, customerId: string, kind: CreditTransactionKind, reference: string): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.customerId, customerId), eq(creditTransactions.kind, kind), eq(creditTransactions.reference, reference)));
  return row;
}

/** The newest row of the customer (of one of `kinds`, if given). */
export async function findLatestEntry(db: DbOrTx, customerId: string, kinds?: CreditTransactionKind[]): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.customerId, customerId), kinds ? inArray(creditTransactions.kind, kinds) : undefined))
    .orderBy(desc(creditTransactions.seq))
    .limit(1);
  return row;
}

export async function insertEntry(db: DbOrTx, values: NewLedgerRow): Promise<LedgerRow> {
  const [row] = await db.insert(creditTransactions).values(values).returning();
  return row!;
}

export async function listEntries(db: DbOrTx, customerId: string, limit: number, offset = 0): Promise<LedgerRow[]> {
  return db.select().from(creditTransactions).where(eq(creditTransactions.customerId, customerId)).orderBy(desc(creditTransactions.seq)).limit(limit).offset(offset);
}

/** The customer's whole ledger, oldest first (for their data export). */
export async function listAllEntries(db: DbOrTx, customerId: string): Promise<LedgerRow[]> {
  return db.select().from(creditTransactions).where(eq(creditTransactions.customerId, customerId)).orderBy(asc(creditTransactions.seq));
}
