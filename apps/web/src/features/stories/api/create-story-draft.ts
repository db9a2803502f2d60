import { useMutation } from '@tanstack/react-query';
import type { StoryDraftCreateRequest, StoryDraftResponse } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';

export async function createStoryDraft(request: StoryDraftCreateRequest): Promise<StoryDraftResponse> {
  const { data } = await apiClient.post<StoryDraftResponse>('/api/v1/stories/draft', request);
  return data;
}

export function useCreateStoryDraft() {
  return useMutation({ mutationFn: createStoryDraft });
}
