import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { releaseHold } from '../credits/holds';
import { defineJob } from '../jobs/job-definition';
import { EVERY_FIVE_MINUTES, scheduleJob } from '../jobs/schedule-job';
import { listStrandedBookHolds } from './repo';

export const RELEASE_STRANDED_HOLDS_JOB = 'release-stranded-book-holds';

/** A book's start takes milliseconds; a hold this old whose book has no run will never be spent. */
const STRANDED_AFTER_SECONDS = 15 * 60;
const BATCH = 200;

/**
 * Gives back the credits of book starts cut off between holding them and queueing the job (an API
 * process that died there): no run will ever spend or release them. Released holds get a ledger entry.
 */
export async function releaseStrandedBookHolds(context: AppContext): Promise<{ released: number }> {
  const stranded = await listStrandedBookHolds(context.db, STRANDED_AFTER_SECONDS, BATCH);
  for (const hold of stranded) {
    await releaseHold(context, hold.customerId, hold.reference, 'Credits held for pictures that were never started, given back');
    context.log.warn({ customerId: hold.customerId, storyId: hold.storyId }, 'released the credits of a book start that was cut off');
  }
  return { released: stranded.length };
}

export function createReleaseStrandedHoldsJob(context: AppContext) {
  return defineJob({
    name: RELEASE_STRANDED_HOLDS_JOB,
    version: 1,
    payload: z.object({}),
    // The next run, five minutes on, picks up whatever this one left.
    retryLimit: 0,
    handler: () => releaseStrandedBookHolds(context),
  });
}

export async function scheduleStrandedHoldRelease(context: AppContext): Promise<void> {
  await scheduleJob(context, RELEASE_STRANDED_HOLDS_JOB, EVERY_FIVE_MINUTES);
}
