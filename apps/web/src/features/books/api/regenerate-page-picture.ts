import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookImage } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /generate-image/story/{id}/page/{page}: a new, charged picture (page 0 is the cover). */
export async function regeneratePagePicture({ storyId, pageNumber, useHighQuality }: { storyId: string; pageNumber: number; useHighQuality: boolean }): Promise<BookImage> {
  const { data } = await apiClient.post<BookImage>(`/generate-image/story/${storyId}/page/${pageNumber}`, { use_high_quality_mode: useHighQuality });
  return data;
}

export function useRegeneratePagePicture(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pageNumber: number; useHighQuality: boolean }) => regeneratePagePicture({ storyId, ...input }),
    onSuccess: (_image, { pageNumber }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.books.one(storyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.books.pagePictures(storyId, pageNumber) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.credits.all }),
      ]),
  });
}
