import type { AppContext } from '../../context';
import { findSystemJob, insertJob } from './repo';

/**
 * Runs a registered job on a cron schedule. pg-boss keeps schedules in the database, so calling
 * this at every start is enough and any worker may run the job; the runs report into one `jobs` row,
 * kept across restarts.
 */
export async function scheduleJob(context: AppContext, name: string, cron: string): Promise<void> {
  const row = (await findSystemJob(context.db, name)) ?? (await insertJob(context.db, { customerId: null, kind: name, payload: { schedule: cron } }));
  await context.boss.schedule(name, cron, { jobId: row.id, payload: {} }, { tz: 'UTC' });
}
