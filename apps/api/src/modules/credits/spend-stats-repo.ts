import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditTransactions } from '../../db/schema';

/** Credits spent on pictures, less those given back for pictures that failed: all time and since `since`. */
const spending = inArray(creditTransactions.kind, ['image_generation', 'refund']);

export async function sumCreditsSpent(db: DbOrTx, since: Date): Promise<{ total: number; since: number }> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(-sum(${creditTransactions.delta}), 0)`,
      since: sql<string>`coalesce(-sum(${creditTransactions.delta}) filter (where ${gte(creditTransactions.createdAt, since)}), 0)`,
    })
    .from(creditTransactions)
    .where(and(spending));
  return { total: Number(row?.total ?? 0), since: Number(row?.since ?? 0) };
}

/** The customer's spending entries (a give-back negative), dated: what the dashboard keeps of them once the account goes. */
export async function listCreditsSpentOf(db: DbOrTx, customerId: string): Promise<Array<{ occurredAt: Date; amount: number }>> {
  return db
    .select({ occurredAt: creditTransactions.createdAt, amount: sql<number>`-${creditTransactions.delta}`.mapWith(Number) })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.customerId, customerId), spending));
}
