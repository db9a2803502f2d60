import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import type { AppContext } from '../../app-context';
import { loadOwnedStory } from './owned-story';

/**
 * "Another adventure with Mia and Pip" (issue 33): the earlier book must be the customer's own (another's
 * does not exist), and its title is read from it, never taken from the request.
 */
export async function withEarlierBook(context: AppContext, customerId: string, inputs: StoryInputs): Promise<StoryInputs> {
  if (!inputs.follows) return inputs;
  const earlier = await loadOwnedStory(context, customerId, inputs.follows.story_id);
  return { ...inputs, follows: { story_id: earlier.id, title: earlier.title, series_id: seriesOf(earlier) } };
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

/** The idea of a next adventure says which book it follows, whichever engine wrote it. */
export function namingTheEarlierBook(idea: StoryIdea, inputs: StoryInputs): StoryIdea {
  const title = inputs.follows?.title;
  if (!title || idea.summary.includes(title)) return idea;
  return { ...idea, summary: `Another adventure after “${title}”. ${idea.summary}` };
}
