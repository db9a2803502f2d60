import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookImageVersions } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';

export async function getPagePictures(storyId: string, pageNumber: number): Promise<BookImageVersions> {
  const { data } = await apiClient.get<BookImageVersions>(`/generate-image/story/${storyId}/page/${pageNumber}/versions`);
  return data;
}

export const pagePicturesQueryKey = (storyId: string, pageNumber: number) => ['books', storyId, 'pictures', pageNumber] as const;

export function usePagePictures(storyId: string, pageNumber: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: pagePicturesQueryKey(storyId, pageNumber), queryFn: () => getPagePictures(storyId, pageNumber) }), enabled });
}
