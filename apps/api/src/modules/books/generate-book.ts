import { randomUUID } from 'node:crypto';
import { COVER_PAGE, type BookGenerateResponse } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { conflict, invalidField } from '../../errors/app-error';
import { imageProvider } from './image-provider-for';
import { getCreditCosts } from '../credits/costs';
import { holdCredits } from '../credits/holds';
import { loadOwnedStory } from '../stories/owned-story';
import { pagesOfStory } from '../stories/story-access';
import { ILLUSTRATE_BOOK_JOB, releaseBookHold } from './illustrate-book-job';
import { picturesLeft } from './pictures-left';
import { claimBookRun, findBook, updateBook } from './repo';

const RUNNING_JOB = ['queued', 'running'];

export interface GenerateBookOptions {
  useHighQuality: boolean;
  /** Only these pictures (0 is the cover); all of them when left out. */
  pages?: number[];
}

/** The pictures a run draws: the ones asked for, each checked against the book, or the cover and every page. */
function slotsToDraw(pageNumbers: number[], asked: number[] | undefined): number[] {
  const all = [COVER_PAGE, ...pageNumbers]; // as many as picturesInBook() counts for the price lists
  if (!asked) return all;
  const unknown = asked.filter((page) => !all.includes(page));
  if (unknown.length > 0) throw invalidField('options.pages', `This book has no page ${unknown.join(', ')}`);
  return all.filter((page) => asked.includes(page));
}

/**
 * POST /api/v1/books/generate: holds the credits for every picture first (402 when the free credits do
 * not cover them, so two books started together cannot both count on the same credits), then queues the
 * job that draws them: the cover and every page, or the pages asked for (e.g. the ones showing a
 * character whose photo changed). While a run is under way, asking again answers that run's job; a run
 * whose worker went silent is handed back to the queue first, and a failed one is started afresh.
 */
export async function generateBook(context: AppContext, customerId: string, storyId: string, options: GenerateBookOptions): Promise<BookGenerateResponse> {
  const story = await loadOwnedStory(context, customerId, storyId);
  if (story.status !== 'complete') throw conflict('Finish writing the story before illustrating it', 'story_not_complete');
  const pages = await pagesOfStory(context.db, story.id);
  const model = imageProvider(context).modelFor(options.useHighQuality ? 'high' : 'standard');
  const book = await findBook(context.db, story.id);
  // "Try again" after a run failed part-way: only what it left, from the same character sheet.
  const resumed = options.pages ? undefined : await picturesLeft(context, book, pages.map((page) => page.pageNumber));
  const slots = resumed ?? slotsToDraw(pages.map((page) => page.pageNumber), options.pages);
  const numImages = slots.length;

  const runningJob = book?.status === 'generating' && book.jobId ? await context.jobs.current(book.jobId) : undefined;
  if (book && runningJob && RUNNING_JOB.includes(runningJob.status)) return { job_id: runningJob.id, story_id: story.id, num_images: numImages, model: book.model };

  const required = (await getCreditCosts(context))[model] * numImages;
  const hold = required > 0 ? `book:${story.id}:${randomUUID()}` : undefined;
  if (hold) {
    try {
      await holdCredits(context, customerId, required, hold, `Held for ${numImages} picture${numImages === 1 ? '' : 's'} of "${story.title}"`);
    } catch (error) {
      // A second click while the first is starting the run: the first holds the credits, and this one
      // answers its job rather than "not enough credits".
      const started = await runStartedMeanwhile(context, story.id, book?.jobId ?? null);
      if (started) return { job_id: started, story_id: story.id, num_images: numImages, model };
      throw error;
    }
  }
  const runPages = options.pages || resumed ? slots : null;
  const claimed = await claimBookRun(context.db, { storyId: story.id, customerId, model, runPages }, book?.jobId ?? null, STRANDED_START_SECONDS);
  if (!claimed) {
    // Another request claimed the book first: answer its run once it is queued.
    await releaseBookHold(context, customerId, hold, story.title);
    const started = await runStartedMeanwhile(context, story.id, book?.jobId ?? null);
    if (started) return { job_id: started, story_id: story.id, num_images: numImages, model };
    throw conflict('The pictures of this book are being started. Please try again in a minute.', 'book_starting');
  }
  try {
    const { jobId } = await context.jobs.enqueue(
      ILLUSTRATE_BOOK_JOB,
      { story_id: story.id, model, ...(runPages ? { pages: runPages } : {}), ...(resumed && book?.jobId ? { resumes: book.jobId } : {}), ...(hold ? { hold } : {}) },
      { customerId },
    );
    await updateBook(context.db, story.id, { jobId });
    return { job_id: jobId, story_id: story.id, num_images: numImages, model };
  } catch (error) {
    await releaseBookHold(context, customerId, hold, story.title);
    await updateBook(context.db, story.id, { status: 'failed', failureReason: 'The pictures could not be queued. Please try again.' });
    throw error;
  }
}

/** A run claimed this long ago that never got its job was cut off while starting, and may be claimed again. */
const STRANDED_START_SECONDS = 60;

const START_WAIT_MS = 3_000;
const START_POLL_MS = 50;

/** How long a run whose credits were just held may take to claim the book, before "no run is starting" is believed. */
const CLAIM_GRACE_MS = 500;

/**
 * The job of a run another request started for this story since `previousJobId`, once it is queued;
 * none if no run is starting (then the customer's credits really are short).
 */
async function runStartedMeanwhile(context: AppContext, storyId: string, previousJobId: string | null): Promise<string | undefined> {
  for (let waited = 0; waited <= START_WAIT_MS; waited += START_POLL_MS) {
    const book = await findBook(context.db, storyId);
    if (book?.status !== 'generating' && waited >= CLAIM_GRACE_MS) return undefined;
    if (book?.status === 'generating' && book.jobId && book.jobId !== previousJobId) return book.jobId;
    await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
  }
  return undefined;
}
