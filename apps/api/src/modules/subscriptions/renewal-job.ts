import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineJob } from '../jobs/job-definition';
import { EVERY_FIVE_MINUTES, scheduleJob } from '../jobs/schedule-job';
import { renewDueSubscriptions } from './renewals';

export const RENEW_SUBSCRIPTIONS_JOB = 'renew-subscriptions';

export function createRenewSubscriptionsJob(context: AppContext) {
  return defineJob({
    name: RENEW_SUBSCRIPTIONS_JOB,
    version: 1,
    payload: z.object({}),
    // The next scheduled run picks up whatever this one left.
    retryLimit: 0,
    handler: () => renewDueSubscriptions(context),
  });
}

/** Renewals run every five minutes. */
export function scheduleSubscriptionRenewals(context: AppContext): Promise<void> {
  return scheduleJob(context, RENEW_SUBSCRIPTIONS_JOB, EVERY_FIVE_MINUTES);
}
