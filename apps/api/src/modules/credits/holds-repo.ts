import { and, eq, sql } from 'drizzle-orm';
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
