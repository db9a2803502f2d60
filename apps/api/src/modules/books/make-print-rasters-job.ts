import { z } from 'zod';
import type { ArtStyle } from '@studio/contracts/stories';
import { printsAsVector } from '@studio/illustrator';
import type { AppContext } from '../../app-context';
import { unlessDeletedMeanwhile } from '../../lib/unless-deleted';
import { defineJob } from '../jobs/job-definition';
import { storyById } from '../stories/story-access';
import { makePrintRasters } from './print-rasters';

export const MAKE_PRINT_RASTERS_JOB = 'make-print-rasters';

/**
 * After a book's painted pictures are drawn (or one is drawn again, or an earlier one brought back):
 * their print rasters, made in the background so the customer does not wait for them, and ready
 * before most customers export. A story deleted meanwhile ends the job: its pictures are gone, and
 * no raster of them is left behind.
 */
export function createMakePrintRastersJob(context: AppContext) {
  return defineJob({
    name: MAKE_PRINT_RASTERS_JOB,
    version: 1,
    payload: z.object({ story_id: z.uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 5,
    handler: ({ story_id }) =>
      unlessDeletedMeanwhile<{ story_id: string; made: number; story?: 'deleted' }>(
        async () => ({ story_id, made: await makePrintRasters(context, story_id) }),
        async () => Boolean(await storyById(context.db, story_id)),
        { story_id, made: 0, story: 'deleted' },
      ),
  });
}

/**
 * Queues the rasters of a story whose painted pictures changed, to begin `printRastersAfterSeconds`
 * later: an export the parent makes right after drawing would otherwise share the cores with them and
 * take three times as long (ADR 034). Without them an export renders the pictures itself, so a failure
 * to queue is logged, not raised.
 */
export async function queuePrintRasters(context: AppContext, storyId: string, customerId: string, style: ArtStyle): Promise<void> {
  if (printsAsVector(style)) return;
  try {
    await context.jobs.enqueue(MAKE_PRINT_RASTERS_JOB, { story_id: storyId }, { customerId }, { startAfterSeconds: context.config.printRastersAfterSeconds });
  } catch (error) {
    context.log.warn({ err: error, storyId }, 'print rasters could not be queued; exports will render the pictures');
  }
}
