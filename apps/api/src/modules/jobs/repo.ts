import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export async function insertJob(db: DbOrTx, values: { customerId: string | null; kind: string; kindVersion?: number; payload: unknown }): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  return row!;
}

export async function findJob(db: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function findCustomerJob(db: DbOrTx, customerId: string, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.customerId, customerId)));
  return row;
}

export async function updateJob(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<JobRow, 'status' | 'progress' | 'message' | 'result' | 'error' | 'kindVersion'>>,
): Promise<void> {
  await db.update(jobs).set({ ...changes, updatedAt: sql`now()` }).where(eq(jobs.id, id));
}

/** The oldest job of `kind` that belongs to no customer (the row a recurring job reports into). */
export async function findSystemJob(db: DbOrTx, kind: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.kind, kind), isNull(jobs.customerId))).orderBy(asc(jobs.createdAt)).limit(1);
  return row;
}

/** Jobs of these kinds the customer has waiting or running. */
export async function countUnfinishedJobsOf(db: DbOrTx, customerId: string, kinds: string[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), inArray(jobs.kind, kinds), inArray(jobs.status, ['queued', 'running'])));
  return row?.total ?? 0;
}
