import type { BookGenerateResponse } from '@studio/contracts/books';
import type { AppContext } from '../../context';
import { conflict } from '../../errors/app-error';
import { imageProvider } from '../images/image-provider-for';
import { assertCanAfford } from '../images/picture-cost';
import { findJob } from '../jobs/service';
import { loadOwnedStory } from '../stories/owned-story';
import { listPages } from '../stories/story-records';
import { ILLUSTRATE_BOOK_JOB } from './illustrate-book-job';
import { claimBookRun, findBook, updateBook } from './repo';

const RUNNING_JOB = ['queued', 'running'];

/**
 * POST /api/v1/books/generate: checks the credits for the cover and every page first (402), then
 * queues the job that draws them. While a run is under way, asking again answers that run's job.
 */
export async function generateBook(context: AppContext, customerId: string, storyId: string, useHighQuality: boolean): Promise<BookGenerateResponse> {
  const story = await loadOwnedStory(context, customerId, storyId);
  if (story.status !== 'complete') throw conflict('Finish writing the story before illustrating it', 'story_not_complete');
  const pages = await listPages(context.db, story.id);
  const model = imageProvider(context).modelFor(useHighQuality ? 'high' : 'standard');
  const numImages = pages.length + 1;

  const book = await findBook(context.db, story.id);
  const runningJob = book?.status === 'generating' && book.jobId ? await findJob(context.db, book.jobId) : undefined;
  if (book && runningJob && RUNNING_JOB.includes(runningJob.status)) return { job_id: runningJob.id, story_id: story.id, num_images: numImages, model: book.model };

  await assertCanAfford(context, customerId, model, numImages);
  const claimed = await claimBookRun(context.db, { storyId: story.id, customerId, model }, book?.jobId ?? null);
  if (!claimed) return generateBook(context, customerId, storyId, useHighQuality);
  try {
    const { jobId } = await context.jobs.enqueue(ILLUSTRATE_BOOK_JOB, { story_id: story.id, model }, { customerId });
    await updateBook(context.db, story.id, { jobId });
    return { job_id: jobId, story_id: story.id, num_images: numImages, model };
  } catch (error) {
    await updateBook(context.db, story.id, { status: 'failed', failureReason: 'The pictures could not be queued. Please try again.' });
    throw error;
  }
}
