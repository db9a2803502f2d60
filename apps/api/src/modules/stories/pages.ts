import type { StoryPageResponse } from '@studio/contracts/stories-api';
import { rereadScene } from '@studio/story-engine';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { assertSafeTexts } from './moderation';
import { loadOwnedStory } from './owned-story';
import { findPage, updatePageText } from './repo';
import { storyText } from './story-text';

/** A parent's own words for one page; its scene is read again from them, so the picture follows the words. Not while the pages are being written. */
export async function updatePage(context: AppContext, customerId: string, storyId: string, pageNumber: number, text: string): Promise<StoryPageResponse> {
  const story = await loadOwnedStory(context, customerId, storyId);
  if (story.status === 'generating') throw conflict('The pages are being written; edit them once the story is done', 'story_generating');
  await assertSafeTexts(storyText(context), [{ field: 'text', label: `Page ${pageNumber}`, text }]);
  const before = await findPage(context.db, story.id, pageNumber);
  if (!before) throw notFound('Page');
  const scene = rereadScene(before.scene, text, story.idea?.characters ?? story.inputs.characters);
  const page = await updatePageText(context.db, story.id, pageNumber, text, scene);
  if (!page) throw notFound('Page');
  return { page_number: page.pageNumber, text: page.text, scene: page.scene };
}
