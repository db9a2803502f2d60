import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

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

export async function deleteHitsOlderThanADay(database: Database): Promise<void> {
  await database.db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
}
