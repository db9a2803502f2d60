import type { AppContext } from '../../app-context';
import type { QueuedMessage } from './job-runner';
import { findSystemJob, insertJob, updateJob } from './repo';

/** Cron schedules in UTC; hourly jobs run at :17, away from the top of the hour when others' crons pile up. */
export const EVERY_FIVE_MINUTES = '*/5 * * * *';
export const EVERY_HOUR = '17 * * * *';

/**
 * Runs a registered job on a cron schedule. pg-boss keeps schedules in the database, so calling
 * this at every start is enough and any worker may run the job; the runs report into one `jobs` row,
 * kept across restarts. The schedule's messages carry the version of the definition that set it last,
 * which that row records too.
 */
export async function scheduleJob(context: AppContext, name: string, cron: string): Promise<void> {
  const version = context.jobs.versionOf(name);
  const row = (await findSystemJob(context.db, name)) ?? (await insertJob(context.db, { customerId: null, kind: name, kindVersion: version, payload: { schedule: cron } }));
  if (row.kindVersion !== version) await updateJob(context.db, row.id, { kindVersion: version });
  await context.boss.schedule(name, cron, { jobId: row.id, version, payload: {} } satisfies QueuedMessage, { tz: 'UTC' });
}
