import { z } from 'zod';
import { TEXT_ENGINES, pageProgressMessage, type TextEngine } from '@studio/contracts/stories-api';
import type { StoryPage } from '@studio/contracts/stories';
import type { AppContext } from '../../app-context';
import { aiFailureDetail } from '../../errors/ai-failure';
import { AppError } from '../../errors/app-error';
import { mayPassLater } from '../../errors/pass-later';
import { AiProviderError } from '../../infra/ai/provider-error';
import { defineJob, type JobContext } from '../jobs/job-definition';
import { ensureIdea } from './ideas';
import { assertSafeWriting, pageText } from './moderation';
import { ensureOutline } from './outline';
import { deletePagesAfter, findStory, updateStory, upsertPage } from './repo';
import { storyTextFor } from './story-text';

export const WRITE_STORY_JOB = 'write-story';

// Version 2 added `engine`; a version-1 payload (no engine) still parses and writes with the configured one.
const payload = z.object({ story_id: z.uuid(), engine: z.enum(TEXT_ENGINES).optional() });
export type WriteStoryPayload = z.infer<typeof payload>;

/** Progress before the first page: the idea and the outline. */
const PLANNED_PERCENT = 5;

/**
 * Writes a story from its idea to its last page. Idempotent: the pages are kept in one transaction
 * once all of them are written and checked, so a failure leaves the story's pages as they were; the
 * story ends `complete`, or `failed` with the reason once the last attempt fails.
 */
export function createWriteStoryJob(context: AppContext) {
  const mayRetry = (error: unknown) => mayPassLater(error, context.config.openai.calls.maxRetryAfterMs);
  return defineJob({
    name: WRITE_STORY_JOB,
    version: 2,
    payload,
    retryLimit: 2,
    retryDelaySeconds: 1,
    mayRetry,
    handler: async ({ story_id, engine }, job) => {
      try {
        return await writeStory(context, story_id, engine, job);
      } catch (error) {
        const reason = failureReason(error);
        if (job.isLastAttempt || !mayRetry(error)) await updateStory(context.db, story_id, { status: 'failed', failureReason: reason });
        // The job's error is what the parent reads while polling: for a provider's failure, the same words as the story's.
        throw error instanceof AiProviderError ? new Error(reason, { cause: error }) : error;
      }
    },
    // A worker that died on the last attempt never reached the handler's own failure above.
    onGiveUp: async ({ story_id }, reason) => {
      await updateStory(context.db, story_id, { status: 'failed', failureReason: `The story could not be written: ${reason}` }, ['generating']);
    },
  });
}

async function writeStory(context: AppContext, storyId: string, engine: TextEngine | undefined, job: JobContext): Promise<{ story_id: string; pages: number }> {
  const found = await findStory(context.db, storyId);
  if (!found) throw new Error('The story no longer exists');
  const story = await ensureIdea(context, found, engine);
  const outline = await ensureOutline(context, story, engine);
  await job.progress(PLANNED_PERCENT, 'Planned the pages');

  const provider = storyTextFor(context, engine);
  const total = outline.length;
  const written: StoryPage[] = [];
  for await (const section of provider.writePages(story.idea, story.inputs, outline)) {
    for (const page of section) {
      await assertSafeWriting(provider, `text of page ${page.page_number}`, pageText(page));
      written.push(page);
      await job.progress(PLANNED_PERCENT + ((100 - PLANNED_PERCENT) * written.length) / total, pageProgressMessage(written.length, total));
    }
  }
  await context.db.transaction(async (tx) => {
    for (const page of written) await upsertPage(tx, { storyId, pageNumber: page.page_number, text: page.text, scene: page.scene });
    await deletePagesAfter(tx, storyId, total);
    await updateStory(tx, storyId, { status: 'complete', failureReason: null });
  });
  return { story_id: storyId, pages: total };
}

function failureReason(error: unknown): string {
  if (error instanceof AiProviderError) return aiFailureDetail(error);
  if (error instanceof AppError) return error.detail;
  const detail = error instanceof Error ? error.message : String(error);
  return `The story could not be written: ${detail}`;
}
