import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryIdeaResponse, TextEngine } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The story's idea; the server writes it on the first request, with the engine asked for (the configured one by default). */
export async function getStoryIdea(storyId: string, engine?: TextEngine): Promise<StoryIdeaResponse> {
  const { data } = await apiClient.get<StoryIdeaResponse>(`/api/v1/stories/${storyId}/story-idea`, engine ? { params: { engine } } : undefined);
  return data;
}

/** `engine` writes the idea when there is none yet; the one written is the story's, whoever asks next. */
export function storyIdeaQueryOptions(storyId: string, engine?: TextEngine) {
  return queryOptions({ queryKey: queryKeys.stories.idea(storyId), queryFn: () => getStoryIdea(storyId, engine), staleTime: Infinity });
}

export function useStoryIdea(storyId: string, engine?: TextEngine) {
  return useQuery(storyIdeaQueryOptions(storyId, engine));
}

/** The first idea written by the built-in writer, e.g. after the AI provider failed; it becomes the story's idea. */
export function useWriteIdeaWithBuiltIn(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getStoryIdea(storyId, 'built-in'),
    onSuccess: (idea) => queryClient.setQueryData(storyIdeaQueryOptions(storyId).queryKey, idea),
  });
}
