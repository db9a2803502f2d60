import { useMutation } from '@tanstack/react-query';
import type { SuggestionRequest, SuggestionResponse } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';

/** Fresh ideas on every call, so it is a mutation rather than a cached query. */
export async function getSuggestions(request: SuggestionRequest): Promise<SuggestionResponse> {
  const { data } = await apiClient.post<SuggestionResponse>('/api/v1/suggestions', request);
  return data;
}

export function useSuggestions() {
  return useMutation({ mutationFn: getSuggestions });
}
