import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineJob } from '../jobs/job-definition';
import { EVERY_HOUR, scheduleJob } from '../jobs/schedule-job';
import { deleteTempImagesBefore } from './repo';

export const PURGE_TEMP_PHOTOS_JOB = 'purge-temp-character-photos';
/** How long a photo uploaded before its story exists is kept. */
export const TEMP_PHOTO_TTL_MS = 24 * 60 * 60_000;

/**
 * Removes temporary character photos older than a day: rows first (in one statement), then their
 * files, so no row ever points at a missing file. A file whose delete fails is only a leftover.
 */
export async function purgeExpiredTempPhotos(context: AppContext): Promise<{ removed: number }> {
  const expired = await deleteTempImagesBefore(context.db, new Date(context.clock.now().getTime() - TEMP_PHOTO_TTL_MS));
  for (const photo of expired) await context.blobs.delete(photo.blobKey);
  return { removed: expired.length };
}

export function createPurgeTempPhotosJob(context: AppContext) {
  return defineJob({
    name: PURGE_TEMP_PHOTOS_JOB,
    version: 1,
    payload: z.object({}),
    // The next hourly run picks up whatever this one left.
    retryLimit: 0,
    handler: () => purgeExpiredTempPhotos(context),
  });
}

export function scheduleTempPhotoPurge(context: AppContext): Promise<void> {
  return scheduleJob(context, PURGE_TEMP_PHOTOS_JOB, EVERY_HOUR);
}
