import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
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

/** A worker took the job: running, alive now, run by this pg-boss job. */
export async function markRunning(db: DbOrTx, id: string, queueJobId: string): Promise<void> {
  await db.update(jobs).set({ status: 'running', error: null, queueJobId, heartbeatAt: sql`now()`, updatedAt: sql`now()` }).where(eq(jobs.id, id));
}

/** The heartbeat of the jobs this process is running. */
export async function touchRunningJobs(db: DbOrTx, ids: string[]): Promise<void> {
  await db.update(jobs).set({ heartbeatAt: sql`now()` }).where(and(inArray(jobs.id, ids), eq(jobs.status, 'running')));
}

const staleSince = (staleAfterMs: number) => sql`now() - make_interval(secs => ${staleAfterMs / 1000})`;

/** Running jobs whose worker has been silent for `staleAfterMs`: it died, or lost the database. */
export async function findStaleJobIds(db: DbOrTx, staleAfterMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'running'), lt(jobs.heartbeatAt, staleSince(staleAfterMs))))
    .orderBy(asc(jobs.heartbeatAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Takes a stale job off its silent worker: back to `queued` with `message`. Only one caller wins (the
 * row must still be running and silent), so two sweepers never hand the same job back twice.
 */
export async function claimStaleJob(db: DbOrTx, id: string, staleAfterMs: number, message: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', message, heartbeatAt: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), lt(jobs.heartbeatAt, staleSince(staleAfterMs))))
    .returning();
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
