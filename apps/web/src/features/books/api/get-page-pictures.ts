import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BookImageVersions } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One bounded page of a page's pictures, oldest first, after version `after`. */
export async function getPagePictures(storyId: string, pageNumber: number, after = 0): Promise<BookImageVersions> {
  const { data } = await apiClient.get<BookImageVersions>(`/generate-image/story/${storyId}/page/${pageNumber}/versions`, { params: { after } });
  return data;
}


/** Every picture of the page, read a page at a time as the customer asks for more (`fetchNextPage`). */
export function usePagePictures(storyId: string, pageNumber: number, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: queryKeys.books.pagePictures(storyId, pageNumber),
      queryFn: ({ pageParam }) => getPagePictures(storyId, pageNumber, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last) => last.next_after ?? undefined,
    }),
    enabled,
  });
}
