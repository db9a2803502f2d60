import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { STORY_FILTER_LIMIT } from '@studio/contracts/constants';
import type { StoryFilterKind, StoryFilterResponse } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §7/§9: kind, skip (default 0), limit (default 1000, also the most one request answers). */
export async function filterStories(kind: StoryFilterKind, skip = 0, limit = STORY_FILTER_LIMIT): Promise<StoryFilterResponse> {
  const { data } = await apiClient.get<StoryFilterResponse>('/api/v1/stories/filter', { params: { kind, skip, limit } });
  return data;
}

/** The stories of one kind, 1000 at a time: a customer with more pages through them (`fetchNextPage`). */
export function filteredStoriesQueryOptions(kind: StoryFilterKind) {
  return infiniteQueryOptions({
    queryKey: queryKeys.stories.filter(kind),
    queryFn: ({ pageParam }) => filterStories(kind, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.skip + last.items.length < last.total && last.items.length > 0 ? last.skip + last.items.length : undefined),
    staleTime: 0,
  });
}

export function useFilteredStories(kind: StoryFilterKind) {
  return useInfiniteQuery({ ...filteredStoriesQueryOptions(kind), placeholderData: keepPreviousData });
}
