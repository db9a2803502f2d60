import { and, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditTransactions } from '../../db/schema';

/** Credits spent on pictures, less those given back for pictures that failed: all time and since `since`. */
export async function sumCreditsSpent(db: DbOrTx, since: Date): Promise<{ total: number; since: number }> {
  const spending = inArray(creditTransactions.kind, ['image_generation', 'refund']);
  const [row] = await db
    .select({
      total: sql<string>`coalesce(-sum(${creditTransactions.delta}), 0)`,
      since: sql<string>`coalesce(-sum(${creditTransactions.delta}) filter (where ${gte(creditTransactions.createdAt, since)}), 0)`,
    })
    .from(creditTransactions)
    .where(and(spending));
  return { total: Number(row?.total ?? 0), since: Number(row?.since ?? 0) };
}
