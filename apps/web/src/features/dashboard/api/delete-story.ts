import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE /api/v1/stories/{id}`: the story, its pictures, photos and exports, for good. */
export async function deleteStory(storyId: string): Promise<void> {
  await apiClient.delete(`/api/v1/stories/${encodeURIComponent(storyId)}`);
}

/** Deletes a story, then refreshes every story list and figure. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories.all }),
  });
}
