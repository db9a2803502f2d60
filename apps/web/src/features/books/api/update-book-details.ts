import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryPatch } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type BookDetailsChange = Pick<StoryPatch, 'title' | 'dedication' | 'belongs_to_page'>;

/** Edit Mode's title, dedication and "This book belongs to" page: `PATCH /api/v1/stories/{id}`; the book is read again. */
export function useUpdateBookDetails(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: BookDetailsChange) => void (await apiClient.patch(`/api/v1/stories/${storyId}`, change)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books.one(storyId) }),
  });
}
