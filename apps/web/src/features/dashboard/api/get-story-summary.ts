import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorySummary } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getStorySummary(): Promise<StorySummary> {
  const { data } = await apiClient.get<StorySummary>('/api/v1/stories/summary');
  return data;
}

export function storySummaryQueryOptions() {
  return queryOptions({ queryKey: queryKeys.stories.summary, queryFn: getStorySummary, staleTime: 0 });
}

export function useStorySummary() {
  return useQuery(storySummaryQueryOptions());
}
