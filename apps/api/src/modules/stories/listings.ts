import { STATUSES_BY_FILTER, STORY_STATUSES, storyFilterResponseSchema } from '@studio/contracts/stories-api';
import type { StoryFilterQuery, StoryFilterResponse, StoryListItem, StoryStatus, StorySummary } from '@studio/contracts/stories-api';
import type { Paged, PageQuery } from '@studio/contracts/pagination';
import type { AppContext } from '../../app-context';
import type { SerialisedJson } from '../../lib/json-reply';
import { customerReads } from '../../lib/customer-reads';
import { countCustomerPages, countStoriesByStatus, listCustomerStories } from './repo';
import { toListItem } from './story-view';

const RECENT_STORIES = 5;

export function listStories(context: AppContext, customerId: string, query: PageQuery): Promise<Paged<StoryListItem>> {
  return customerReads(context).read(customerId, `stories:${query.page}:${query.per_page}`, async () => {
    const { rows, total } = await listCustomerStories(context.db, customerId, { skip: (query.page - 1) * query.per_page, limit: query.per_page });
    return { items: rows.map(toListItem), total, page: query.page, per_page: query.per_page };
  });
}

/** As JSON: the spec's default page of 1000 stories is long enough that serialising it is the cost. */
export function filterStoriesJson(context: AppContext, customerId: string, query: StoryFilterQuery): Promise<SerialisedJson> {
  const statuses = query.kind === 'all' ? undefined : STATUSES_BY_FILTER[query.kind];
  return customerReads(context).readJson(customerId, `stories-filter:${query.kind}:${query.skip}:${query.limit}`, storyFilterResponseSchema, async (): Promise<StoryFilterResponse> => {
    const { rows, total } = await listCustomerStories(context.db, customerId, { statuses, skip: query.skip, limit: query.limit });
    return { kind: query.kind, items: rows.map(toListItem), total, skip: query.skip, limit: query.limit };
  });
}

/** The dashboard's figures: stories by status and by filter, pages written, and the latest stories. */
export function summarizeStories(context: AppContext, customerId: string): Promise<StorySummary> {
  return customerReads(context).read(customerId, 'stories-summary', () => summarize(context, customerId));
}

async function summarize(context: AppContext, customerId: string): Promise<StorySummary> {
  const [counts, pagesWritten, recent] = await Promise.all([
    countStoriesByStatus(context.db, customerId),
    countCustomerPages(context.db, customerId),
    listCustomerStories(context.db, customerId, { skip: 0, limit: RECENT_STORIES }),
  ]);
  const byStatus = Object.fromEntries(STORY_STATUSES.map((status) => [status, 0])) as Record<StoryStatus, number>;
  for (const { status, stories } of counts) byStatus[status] = stories;
  const sum = (statuses: readonly StoryStatus[]) => statuses.reduce((total, status) => total + byStatus[status], 0);
  return {
    total: sum(STORY_STATUSES),
    by_status: byStatus,
    drafts: sum(STATUSES_BY_FILTER.draft),
    in_progress: sum(STATUSES_BY_FILTER.in_progress),
    completed: sum(STATUSES_BY_FILTER.completed),
    pages_written: pagesWritten,
    recent: recent.rows.map(toListItem),
  };
}
