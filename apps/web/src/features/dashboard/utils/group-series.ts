import type { StoryListItem } from '@studio/contracts/stories-api';
import { namesOf } from '../../../lib/names-of';

/** What the dashboard lists: a story on its own, or the books of one series together (issue 33). */
export type ShelfEntry = { kind: 'story'; story: StoryListItem } | { kind: 'series'; id: string; name: string; books: StoryListItem[] };

/**
 * The listed stories with each series gathered where its latest-changed book stands, its books in the
 * order they were made (a next adventure is always made after the book it follows). A series with a
 * single listed book is just that story.
 */
export function groupSeries(stories: readonly StoryListItem[]): ShelfEntry[] {
  const bySeries = new Map<string, StoryListItem[]>();
  for (const story of stories) bySeries.set(story.series_id, [...(bySeries.get(story.series_id) ?? []), story]);
  const entries: ShelfEntry[] = [];
  for (const [id, books] of bySeries) {
    if (books.length === 1) {
      entries.push({ kind: 'story', story: books[0]! });
      continue;
    }
    const inOrder = books.toSorted((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    entries.push({ kind: 'series', id, name: namesOf(inOrder[0]!.cast), books: inOrder });
  }
  return entries;
}
