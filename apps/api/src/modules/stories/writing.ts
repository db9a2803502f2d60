import type { StoryInputs } from '@studio/contracts/stories';
import type { StoryJobResponse, TextEngine } from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import { conflict } from '../../errors/app-error';
import { assertInputsAccepted, workingTitle } from './drafts';
import { withEarlierBook } from './next-adventure';
import { loadOwnedStory } from './owned-story';
import { assertStoryLengthAllowed } from './plan-limits';
import { insertStory, updateStory, type StoryRow } from './repo';
import { WRITE_STORY_JOB, type WriteStoryPayload } from './write-story-job';

/** Statuses from which the pages may be written (again). */
const WRITABLE: StoryRow['status'][] = ['approved', 'complete', 'failed'];

/**
 * Starts writing an approved story's pages, with the configured engine or the one asked for; while a
 * writing job runs, asking again answers that job (handed back to the queue first if its worker went
 * silent; failed for good, the story is failed too and the next ask starts afresh).
 */
export async function completeStorybook(context: AppContext, customerId: string, storyId: string, engine?: TextEngine): Promise<StoryJobResponse> {
  const story = await loadOwnedStory(context, customerId, storyId);
  if (story.status === 'generating') {
    if (story.jobId) {
      await context.jobs.current(story.jobId);
      return { story_id: story.id, job_id: story.jobId };
    }
    throw conflict('The story is already being written', 'story_generating');
  }
  if (!WRITABLE.includes(story.status)) throw conflict('Approve the story idea before writing the book', 'idea_not_approved');
  await assertStoryLengthAllowed(context, customerId, story.inputs.story_length);
  const claimed = await updateStory(context.db, story.id, { status: 'generating', failureReason: null }, WRITABLE);
  if (!claimed) return completeStorybook(context, customerId, storyId, engine);
  return enqueueWriting(context, customerId, claimed, engine);
}

/** POST /stories/: from details to a finished story in one call; the job writes the idea too. */
export async function generateStory(context: AppContext, customerId: string, given: StoryInputs, engine?: TextEngine): Promise<StoryJobResponse> {
  const inputs = await withEarlierBook(context, customerId, given);
  await assertInputsAccepted(context, customerId, inputs, engine);
  const story = await insertStory(context.db, { customerId, inputs, title: workingTitle(inputs), status: 'generating' });
  return enqueueWriting(context, customerId, story, engine);
}

async function enqueueWriting(context: AppContext, customerId: string, story: StoryRow, engine?: TextEngine): Promise<StoryJobResponse> {
  try {
    const payload: WriteStoryPayload = { story_id: story.id, ...(engine && { engine }) };
    const { jobId } = await context.jobs.enqueue(WRITE_STORY_JOB, payload, { customerId });
    await updateStory(context.db, story.id, { jobId });
    return { story_id: story.id, job_id: jobId };
  } catch (error) {
    await updateStory(context.db, story.id, { status: 'failed', failureReason: 'The writing could not be queued. Please try again.' });
    throw error;
  }
}
