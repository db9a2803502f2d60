import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../jobs/job-definition';
import { insertJob } from '../jobs/repo';
import { renewDueSubscriptions } from './renewals';

export const RENEW_SUBSCRIPTIONS_JOB = 'renew-subscriptions';
const EVERY_FIVE_MINUTES = '*/5 * * * *';

export function createRenewSubscriptionsJob(context: AppContext) {
  return defineJob({
    name: RENEW_SUBSCRIPTIONS_JOB,
    payload: z.object({}),
    // The next scheduled run picks up whatever this one left.
    retryLimit: 0,
    handler: () => renewDueSubscriptions(context),
  });
}

/**
 * Runs the renewal job every five minutes (pg-boss keeps the schedule in the database, so one call per
 * start is enough and any worker may run it). The scheduled runs report into one `jobs` row.
 */
export async function scheduleSubscriptionRenewals(context: AppContext): Promise<void> {
  const row = await insertJob(context.db, { customerId: null, kind: RENEW_SUBSCRIPTIONS_JOB, payload: { schedule: EVERY_FIVE_MINUTES } });
  await context.boss.schedule(RENEW_SUBSCRIPTIONS_JOB, EVERY_FIVE_MINUTES, { jobId: row.id, payload: {} }, { tz: 'UTC' });
}
