import { useMutation } from '@tanstack/react-query';
import type { StoryJobResponse } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';

/** Starts writing every page; the answer names the job to poll. */
export async function completeStorybook(storyId: string): Promise<StoryJobResponse> {
  const { data } = await apiClient.post<StoryJobResponse>('/api/v1/generate/complete-storybook', { story_id: storyId });
  return data;
}

export function useCompleteStorybook() {
  return useMutation({ mutationFn: completeStorybook });
}
