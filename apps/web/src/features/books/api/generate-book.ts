import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookGenerateResponse } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Draws the book's pictures: all of them, or only `pages` (0 is the cover). */
export async function generateBook({ storyId, useHighQuality, pages }: { storyId: string; useHighQuality: boolean; pages?: number[] }): Promise<BookGenerateResponse> {
  const { data } = await apiClient.post<BookGenerateResponse>('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: useHighQuality, ...(pages ? { pages } : {}) } });
  return data;
}

export function useGenerateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBook,
    onSuccess: (_data, { storyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.books.one(storyId) }),
  });
}
