import { and, eq, isNull, like, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditHolds } from '../../db/schema';

export type HoldRow = typeof creditHolds.$inferSelect;

export async function insertHold(db: DbOrTx, values: { customerId: string; reference: string; amount: number }): Promise<HoldRow> {
  const [row] = await db.insert(creditHolds).values({ ...values, remaining: values.amount }).returning();
  return row!;
}

export async function findHold(db: DbOrTx, customerId: string, reference: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(creditHolds).where(and(eq(creditHolds.customerId, customerId), eq(creditHolds.reference, reference)));
  return row;
}

export async function takeFromHold(db: DbOrTx, id: string, amount: number): Promise<void> {
  await db.update(creditHolds).set({ remaining: sql`${creditHolds.remaining} - ${amount}` }).where(eq(creditHolds.id, id));
}

export async function closeHold(db: DbOrTx, id: string): Promise<void> {
  await db.update(creditHolds).set({ remaining: 0, releasedAt: sql`now()` }).where(eq(creditHolds.id, id));
}

/** Holds still open after `olderThanSeconds` (by the database's clock) whose reference starts with `prefix`, oldest first. */
export async function listOldOpenHolds(db: DbOrTx, prefix: string, olderThanSeconds: number, limit: number): Promise<HoldRow[]> {
  return db
    .select()
    .from(creditHolds)
    .where(and(isNull(creditHolds.releasedAt), like(creditHolds.reference, `${prefix}%`), lt(creditHolds.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)))
    .orderBy(creditHolds.createdAt)
    .limit(limit);
}
