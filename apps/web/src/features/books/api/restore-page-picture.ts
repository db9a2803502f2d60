import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookImage } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Makes an earlier picture the page's picture again; free, it was paid for when drawn. */
export async function restorePagePicture({ storyId, pageNumber, version }: { storyId: string; pageNumber: number; version: number }): Promise<BookImage> {
  const { data } = await apiClient.post<BookImage>(`/generate-image/story/${storyId}/page/${pageNumber}/restore`, { version });
  return data;
}

export function useRestorePagePicture(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pageNumber: number; version: number }) => restorePagePicture({ storyId, ...input }),
    onSuccess: (_image, { pageNumber }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.books.one(storyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.books.pagePictures(storyId, pageNumber) }),
      ]),
  });
}
