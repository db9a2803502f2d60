import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STORY_FILTER_LIMIT } from '@studio/contracts/constants';
import type { StoryFilterKind, StoryFilterResponse } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';

/** Spec §7/§9: kind, skip (default 0), limit (default 1000). */
export async function filterStories(kind: StoryFilterKind, skip = 0, limit = STORY_FILTER_LIMIT): Promise<StoryFilterResponse> {
  const { data } = await apiClient.get<StoryFilterResponse>('/api/v1/stories/filter', { params: { kind, skip, limit } });
  return data;
}

export function filteredStoriesQueryOptions(kind: StoryFilterKind) {
  return queryOptions({ queryKey: ['stories', 'filter', kind], queryFn: () => filterStories(kind), staleTime: 0 });
}

export function useFilteredStories(kind: StoryFilterKind) {
  return useQuery({ ...filteredStoriesQueryOptions(kind), placeholderData: keepPreviousData });
}
