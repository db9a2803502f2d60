import type { Story } from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import { listAllStoriesOf, listPages } from './repo';
import { toStory } from './story-view';

/** Every story of the customer with its pages, oldest first, for their data export. */
export async function exportStories(context: AppContext, customerId: string): Promise<Story[]> {
  const rows = await listAllStoriesOf(context.db, customerId);
  return Promise.all(rows.map(async (row) => toStory(row, await listPages(context.db, row.id))));
}
