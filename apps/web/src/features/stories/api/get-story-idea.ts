import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryIdeaResponse } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';

/** The story's idea; the server writes it on the first request. */
export async function getStoryIdea(storyId: string): Promise<StoryIdeaResponse> {
  const { data } = await apiClient.get<StoryIdeaResponse>(`/api/v1/stories/${storyId}/story-idea`);
  return data;
}

export function storyIdeaQueryOptions(storyId: string) {
  return queryOptions({ queryKey: ['stories', storyId, 'idea'], queryFn: () => getStoryIdea(storyId), staleTime: Infinity });
}

export function useStoryIdea(storyId: string) {
  return useQuery(storyIdeaQueryOptions(storyId));
}
