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
  return { ...inputs, follows: { story_id: earlier.id, title: earlier.title } };
}

/** The idea of a next adventure says which book it follows, whichever engine wrote it. */
export function namingTheEarlierBook(idea: StoryIdea, inputs: StoryInputs): StoryIdea {
  const title = inputs.follows?.title;
  if (!title || idea.summary.includes(title)) return idea;
  return { ...idea, summary: `Another adventure after “${title}”. ${idea.summary}` };
}
