import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

export async function countFailedJobsSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobs).where(and(eq(jobs.status, 'failed'), gte(jobs.updatedAt, since)));
  return row?.total ?? 0;
}
