import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CreditTransactionKind } from '@studio/contracts/billing';
import type { DbOrTx } from '../../db/client';
import { creditTransactions } from '../../db/schema';

export type LedgerRow = typeof creditTransactions.$inferSelect;
export type NewLedgerRow = typeof creditTransactions.$inferInsert;

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
