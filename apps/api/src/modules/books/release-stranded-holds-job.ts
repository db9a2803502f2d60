import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isUuid } from '../../lib/ids';
import { openHoldsOlderThan, releaseHold } from '../credits/holds';
import { defineJob } from '../jobs/job-definition';
import { isJobUnfinished } from '../jobs/service';
import { EVERY_FIVE_MINUTES, scheduleJob } from '../jobs/schedule-job';
import { findBook } from './repo';

export const RELEASE_STRANDED_HOLDS_JOB = 'release-stranded-book-holds';

/** A book's start takes milliseconds; a hold this old whose book has no run will never be spent. */
const STRANDED_AFTER_SECONDS = 15 * 60;
const BATCH = 200;

/**
 * Gives back the credits of book starts cut off between holding them and queueing the job (an API
 * process that died there): no run will ever spend or release them. Released holds get a ledger entry.
 */
export async function releaseStrandedBookHolds(context: AppContext): Promise<{ released: number }> {
  const stranded = await strandedBookHolds(context);
  for (const hold of stranded) {
    await releaseHold(context, hold.customerId, hold.reference, 'Credits held for pictures that were never started, given back');
    context.log.warn({ customerId: hold.customerId, storyId: hold.storyId }, 'released the credits of a book start that was cut off');
  }
  return { released: stranded.length };
}

/**
 * Credits held for a book run (`book:<story>:<run>`) longer than a start takes while the book has no run
 * queued or running: the start was cut off before its job was queued, so nothing will release them.
 */
async function strandedBookHolds(context: AppContext): Promise<Array<{ customerId: string; reference: string; storyId: string }>> {
  const old = await openHoldsOlderThan(context.db, 'book:', STRANDED_AFTER_SECONDS, BATCH);
  const judged = await Promise.all(
    old.map(async (hold) => {
      const storyId = hold.reference.split(':')[1] ?? '';
      const jobId = isUuid(storyId) ? (await findBook(context.db, storyId))?.jobId : null;
      return jobId && (await isJobUnfinished(context.db, jobId)) ? [] : [{ ...hold, storyId }];
    }),
  );
  return judged.flat();
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
