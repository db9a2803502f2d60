import type { StoryInputs } from '@studio/contracts/stories';
import { rememberBook } from '@studio/story-engine';
import type { AppContext } from '../../app-context';
import { loadOwnedStory } from './owned-story';
import { listPages } from './repo';

/**
 * "Another adventure with Mia and Pip" (issue 33): the earlier book must be the customer's own (another's
 * does not exist); its title, series and what its pages tell (the place, the friend met, the thing) are
 * read from it with the plot it told, never taken from the request, and kept with the new story, which then needs the earlier
 * book no more.
 */
export async function withEarlierBook(context: AppContext, customerId: string, inputs: StoryInputs): Promise<StoryInputs> {
  if (!inputs.follows) return inputs;
  const earlier = await loadOwnedStory(context, customerId, inputs.follows.story_id);
  const pages = await listPages(context.db, earlier.id);
  const remembered = rememberBook(
    pages.map((page) => ({ page_number: page.pageNumber, text: page.text, scene: page.scene })),
    earlier.inputs.characters,
  );
  return { ...inputs, follows: { story_id: earlier.id, title: earlier.title, series_id: seriesOf(earlier), remembered, ...(earlier.idea?.plot && { plot: earlier.idea.plot }) } };
}

/**
 * The first book of the series a story belongs to: kept on each next adventure when it is made, so the
 * series stays together when a book in the middle is deleted. Books followed before the series was kept
 * count from the book they follow.
 */
export function seriesOf(story: { id: string; inputs: StoryInputs }): string {
  const { follows } = story.inputs;
  return follows ? (follows.series_id ?? follows.story_id) : story.id;
}
