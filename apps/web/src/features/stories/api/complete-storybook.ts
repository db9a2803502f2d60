import { useMutation } from '@tanstack/react-query';
import type { StoryJobResponse, StoryWritingRequest } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';

/** Starts writing every page, with the configured engine or the one asked for; the answer names the job to poll. */
export async function completeStorybook(request: StoryWritingRequest): Promise<StoryJobResponse> {
  const { data } = await apiClient.post<StoryJobResponse>('/api/v1/generate/complete-storybook', request);
  return data;
}

export function useCompleteStorybook() {
  return useMutation({ mutationFn: completeStorybook });
}
