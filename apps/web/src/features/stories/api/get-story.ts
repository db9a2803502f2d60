import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getStory(storyId: string): Promise<Story> {
  const { data } = await apiClient.get<Story>(`/api/v1/stories/${storyId}`);
  return data;
}

export function storyQueryOptions(storyId: string) {
  return queryOptions({ queryKey: queryKeys.stories.one(storyId), queryFn: () => getStory(storyId) });
}

export function useStory(storyId: string) {
  return useQuery(storyQueryOptions(storyId));
}
