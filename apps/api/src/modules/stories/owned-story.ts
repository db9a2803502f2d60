import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { findCustomerStory, type StoryRow } from './repo';

/** The customer's story; another customer's story, or an id that is not one, does not exist. */
export async function loadOwnedStory(context: AppContext, customerId: string, storyId: string): Promise<StoryRow> {
  const story = isUuid(storyId) ? await findCustomerStory(context.db, customerId, storyId) : undefined;
  if (!story) throw notFound('Story');
  return story;
}
