import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryIdeaResponse } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';
import { storyIdeaQueryOptions } from './get-story-idea';

/** A form post (spec §7): story_id. */
export async function approveIdea(storyId: string): Promise<StoryIdeaResponse> {
  const { data } = await apiClient.post<StoryIdeaResponse>('/api/v1/stories/approve-idea', new URLSearchParams({ story_id: storyId }));
  return data;
}

export function useApproveIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveIdea,
    onSuccess: (idea) => queryClient.setQueryData(storyIdeaQueryOptions(idea.story_id).queryKey, idea),
  });
}
