import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefineIdeaRequest, StoryIdeaResponse } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';
import { storyIdeaQueryOptions } from './get-story-idea';

/** A form post (spec §7): story_id and user_feedback, and the engine when one is asked for. */
export async function refineStoryIdea(request: RefineIdeaRequest): Promise<StoryIdeaResponse> {
  const form = new URLSearchParams({ story_id: request.story_id, user_feedback: request.user_feedback, ...(request.engine && { engine: request.engine }) });
  const { data } = await apiClient.post<StoryIdeaResponse>('/api/v1/generate/refine-story-idea', form);
  return data;
}

export function useRefineStoryIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refineStoryIdea,
    onSuccess: (idea) => queryClient.setQueryData(storyIdeaQueryOptions(idea.story_id).queryKey, idea),
  });
}
