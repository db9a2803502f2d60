import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

/** Counts one hit in the window and answers the window's count so far, in one statement. */
export async function countHit(database: Database, key: string, windowStart: Date): Promise<number> {
  const result = await database.query<{ count: number }>(
    `insert into rate_limit_hits (key, window_start, count) values ($1, $2, 1)
     on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
     returning count`,
    [key, windowStart.toISOString()],
  );
  return result.rows[0]?.count ?? 0;
}

/** What the window has counted so far (0 when nothing yet). */
export async function readCount(db: DbOrTx, key: string, windowStart: Date): Promise<number> {
  const [row] = await db.select({ count: rateLimitHits.count }).from(rateLimitHits).where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
  return row?.count ?? 0;
}

/**
 * Adds `amount` to the window's count only if the total stays within `limit` (the caller has checked
 * that `amount` alone does), in one statement: answers whether it was added.
 */
export async function addWithin(db: DbOrTx, key: string, windowStart: Date, amount: number, limit: number): Promise<boolean> {
  const rows = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: amount })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + ${amount}` },
      setWhere: sql`${rateLimitHits.count} + ${amount} <= ${limit}`,
    })
    .returning({ count: rateLimitHits.count });
  return rows.length > 0;
}

export async function deleteHitsOlderThanADay(database: Database): Promise<void> {
  await database.db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
}
