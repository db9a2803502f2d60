import { z } from 'zod';
import { pageProgressMessage } from '@studio/contracts/stories-api';
import type { AppContext } from '../../context';
import { TextProviderError } from '../../infra/ai/text/text-provider';
import { defineJob, type JobContext } from '../jobs/job-definition';
import { ensureIdea } from './ideas';
import { ensureOutline } from './outline';
import { deletePagesAfter, findStory, updateStory, upsertPage } from './repo';
import { storyText } from './story-text';

export const WRITE_STORY_JOB = 'write-story';

const payload = z.object({ story_id: z.uuid() });
export type WriteStoryPayload = z.infer<typeof payload>;

/** Progress before the first page: the idea and the outline. */
const PLANNED_PERCENT = 5;

/**
 * Writes a story from its idea to its last page. Idempotent: pages are keyed by number, so a retry
 * overwrites what an earlier attempt wrote; the story ends `complete`, or `failed` with the reason
 * once the last attempt fails.
 */
export function createWriteStoryJob(context: AppContext) {
  return defineJob({
    name: WRITE_STORY_JOB,
    version: 1,
    payload,
    retryLimit: 2,
    retryDelaySeconds: 1,
    handler: async ({ story_id }, job) => {
      try {
        return await writeStory(context, story_id, job);
      } catch (error) {
        if (job.isLastAttempt) {
          await updateStory(context.db, story_id, { status: 'failed', failureReason: failureReason(error) });
        }
        throw error;
      }
    },
  });
}

async function writeStory(context: AppContext, storyId: string, job: JobContext): Promise<{ story_id: string; pages: number }> {
  const found = await findStory(context.db, storyId);
  if (!found) throw new Error('The story no longer exists');
  const story = await ensureIdea(context, found);
  const outline = await ensureOutline(context, story);
  await job.progress(PLANNED_PERCENT, 'Planned the pages');

  const provider = storyText(context);
  const total = outline.length;
  let written = 0;
  for await (const section of provider.writePages(story.idea, story.inputs, outline)) {
    for (const page of section) {
      const moderation = await provider.moderate(page.text);
      if (!moderation.safe) {
        throw new TextProviderError(`Page ${page.page_number} did not pass the child-safety check (${moderation.kind.replaceAll('_', ' ')}).`);
      }
      await upsertPage(context.db, { storyId, pageNumber: page.page_number, text: page.text, scene: page.scene });
      written += 1;
      await job.progress(PLANNED_PERCENT + ((100 - PLANNED_PERCENT) * written) / total, pageProgressMessage(written, total));
    }
  }
  await deletePagesAfter(context.db, storyId, total);
  await updateStory(context.db, storyId, { status: 'complete', failureReason: null });
  return { story_id: storyId, pages: total };
}

function failureReason(error: unknown): string {
  if (error instanceof TextProviderError) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `The story could not be written: ${detail}`;
}
