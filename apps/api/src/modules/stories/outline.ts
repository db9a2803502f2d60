import type { OutlineEntry, StoryIdea } from '@studio/contracts/stories';
import type { OutlineResponse, TextEngine } from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import { conflict } from '../../errors/app-error';
import { assertSafeWriting, outlineText } from './moderation';
import { loadOwnedStory } from './owned-story';
import { updateStory, type StoryRow } from './repo';
import { storyTextFor } from './story-text';

/** The story's page-by-page outline, written once per idea (a refinement clears it). */
export async function ensureOutline(context: AppContext, story: StoryRow & { idea: StoryIdea }, engine?: TextEngine): Promise<OutlineEntry[]> {
  if (story.outline) return story.outline;
  const provider = storyTextFor(context, engine);
  const outline = await provider.writeOutline(story.idea, story.inputs);
  await assertSafeWriting(provider, 'outline', outlineText(outline));
  await updateStory(context.db, story.id, { outline });
  return outline;
}

export async function writeChapterOutline(context: AppContext, customerId: string, storyId: string, engine?: TextEngine): Promise<OutlineResponse> {
  const story = await loadOwnedStory(context, customerId, storyId);
  if (!story.idea) throw conflict('The story needs an idea before its outline: ask for the story idea first', 'no_idea');
  return { story_id: story.id, outline: await ensureOutline(context, { ...story, idea: story.idea }, engine) };
}
