import { z } from 'zod';
import { IMAGE_MODELS } from '@studio/contracts/billing';
import { COVER_PAGE } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { mayPassLater } from '../../errors/pass-later';
import { getCreditCosts } from '../credits/costs';
import { releaseHold } from '../credits/holds';
import { drawStoryPicture } from './charged-picture';
import { imageProvider } from './image-provider-for';
import { listImagesOfJob, nextVersion } from './pictures-repo';
import { queuePrintRasters } from './make-print-rasters-job';
import { defineJob, type JobContext } from '../jobs/job-definition';
import { storyById, pagesOfStory } from '../stories/story-access';
import { loadRunCast } from './cast';
import { drawSlot, slotLabel } from './draw-slot';
import { updateBook } from './repo';
import { runPool } from '../../lib/run-pool';
import { unlessDeletedMeanwhile } from '../../lib/unless-deleted';

export const ILLUSTRATE_BOOK_JOB = 'illustrate-book';

/**
 * `pages`: only these pictures (0 is the cover); the whole book when absent. `hold`: the credits held for
 * the run when it started (version 2), which its pictures are paid from and whose rest it gives back.
 * `resumes`: the failed run whose missing pictures this one draws (version 3), from that run's sheet.
 */
const payload = z.object({
  story_id: z.uuid(),
  model: z.enum(IMAGE_MODELS),
  pages: z.array(z.number().int().min(0)).optional(),
  hold: z.string().optional(),
  resumes: z.uuid().optional(),
});
export type IllustrateBookPayload = z.infer<typeof payload>;

/** Pictures drawn at once per provider: the offline illustrator is CPU-bound, the OpenAI one waits on the network. */
export const BOOK_JOB_CONCURRENCY = { builtin: 2, openai: 4 } as const;

export const pictureProgressMessage = (done: number, total: number) => `Drew picture ${done} of ${total}`;

/** Gives back what a run's hold has left (it ended, or never started). */
export async function releaseBookHold(context: AppContext, customerId: string, hold: string | undefined, title: string): Promise<void> {
  if (hold) await releaseHold(context, customerId, hold, `Credits not needed for the pictures of "${title}"`);
}

/**
 * Draws a book's cover and every page. Idempotent per job: each picture is stored and charged in one
 * step, keyed by (story, page, job), so a retry — after an error or a process that died midway —
 * skips what is already there and never charges for it again. Pictures are paid from the run's hold,
 * whose rest is given back when the run ends, whichever way. A story deleted meanwhile (it cannot be
 * while its book is being drawn, but a run may start just as it goes) ends the run with no picture
 * kept; its hold is given back by the stranded-hold sweep.
 */
export function createIllustrateBookJob(context: AppContext) {
  return defineJob({
    name: ILLUSTRATE_BOOK_JOB,
    version: 3,
    payload,
    retryLimit: 2,
    retryDelaySeconds: 1,
    mayRetry: (error) => mayPassLater(error, context.config.openai.calls.maxRetryAfterMs),
    handler: (input: IllustrateBookPayload, job: JobContext) =>
      unlessDeletedMeanwhile(
        () => illustrateBook(context, input, job),
        async () => Boolean(await storyById(context.db, input.story_id)),
        { story_id: input.story_id, images: 0 },
      ),
    onGiveUp: async (input: IllustrateBookPayload, reason: string) => {
      await updateBook(context.db, input.story_id, { status: 'failed', failureReason: `Some pictures could not be drawn: ${reason}` });
      const story = await storyById(context.db, input.story_id);
      if (story) await releaseBookHold(context, story.customerId, input.hold, story.title);
    },
  });
}

async function illustrateBook(context: AppContext, { story_id, model, pages: only, hold, resumes }: IllustrateBookPayload, job: JobContext): Promise<{ story_id: string; images: number }> {
  const story = await storyById(context.db, story_id);
  if (!story) throw new Error('The story no longer exists');
  const pages = await pagesOfStory(context.db, story.id);
  const slots = [COVER_PAGE, ...pages.map((page) => page.pageNumber)].filter((slot) => !only || only.includes(slot));
  const already = new Set((await listImagesOfJob(context.db, story.id, job.jobId)).map((row) => row.pageNumber));
  const cost = (await getCreditCosts(context))[model];
  const cast = await loadRunCast(context, story, model, resumes ?? job.jobId);

  let done = already.size;
  await job.progress((100 * done) / slots.length, pictureProgressMessage(done, slots.length));
  await runPool(
    slots.filter((slot) => !already.has(slot)),
    BOOK_JOB_CONCURRENCY[imageProvider(context).name],
    async (pageNumber) => {
      const variant = await nextVersion(context.db, story.id, pageNumber);
      const page = pages.find((candidate) => candidate.pageNumber === pageNumber);
      await drawStoryPicture(
        context,
        { storyId: story.id, pageNumber, jobId: job.jobId },
        { customerId: story.customerId, model, style: cast.style, cost, hold, description: `Picture for ${slotLabel(pageNumber)} of "${story.title}"` },
        () => drawSlot(context, story, page, pageNumber, cast, variant),
      );
      done += 1;
      await job.progress((100 * done) / slots.length, pictureProgressMessage(done, slots.length));
    },
  );
  await updateBook(context.db, story.id, { status: 'ready', failureReason: null });
  await releaseBookHold(context, story.customerId, hold, story.title);
  await queuePrintRasters(context, story.id, story.customerId, cast.style);
  return { story_id: story.id, images: slots.length };
}
