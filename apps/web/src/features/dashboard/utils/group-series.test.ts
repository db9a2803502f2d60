import { describe, expect, it } from 'vitest';
import type { StoryListItem } from '@studio/contracts/stories-api';
import { groupSeries } from './group-series';

function story(id: string, createdAt: string, extra: Partial<StoryListItem> = {}): StoryListItem {
  return {
    id, title: `Book ${id}`, status: 'complete', age_group: '3-5', story_length: 'short', page_count: 8, pages_written: 8, job_id: null,
    series_id: id, cast: ['Ada'], created_at: createdAt, updated_at: '2025-04-01T10:00:00.000Z', ...extra,
  };
}

describe('groupSeries', () => {
  it('gathers a series where its latest-changed book stands, its books in the order they were made', () => {
    const mia = { series_id: 'm1', cast: ['Mia', 'Pip'] };
    const listed = [
      story('m3', '2025-03-03T10:00:00.000Z', mia),
      story('solo', '2025-03-04T10:00:00.000Z'),
      story('m1', '2025-03-01T10:00:00.000Z', mia),
      story('m2', '2025-03-02T10:00:00.000Z', { ...mia, cast: ['Mia', 'Pip', 'Rose'] }),
    ];
    const entries = groupSeries(listed);
    expect(entries.map((entry) => entry.kind)).toEqual(['series', 'story']);
    const [series, solo] = entries;
    expect(series).toMatchObject({ kind: 'series', id: 'm1', name: 'Mia and Pip' });
    expect(series?.kind === 'series' && series.books.map((book) => book.id)).toEqual(['m1', 'm2', 'm3']);
    expect(solo).toMatchObject({ kind: 'story', story: { id: 'solo' } });
  });

  it('shows a series with one listed book as that story, and leaves stories of no series in their order', () => {
    const listed = [story('b', '2025-03-02T10:00:00.000Z', { series_id: 'deleted-first-book' }), story('a', '2025-03-01T10:00:00.000Z'), story('c', '2025-03-03T10:00:00.000Z')];
    expect(groupSeries(listed)).toEqual(listed.map((item) => ({ kind: 'story', story: item })));
  });
});
