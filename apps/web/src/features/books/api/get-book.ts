import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';

export async function getBook(storyId: string): Promise<Book> {
  const { data } = await apiClient.get<Book>(`/api/v1/books/${storyId}`);
  return data;
}

export const bookQueryKey = (storyId: string) => ['books', storyId] as const;

export function bookQueryOptions(storyId: string) {
  return queryOptions({ queryKey: bookQueryKey(storyId), queryFn: () => getBook(storyId) });
}

export function useBook(storyId: string) {
  return useQuery(bookQueryOptions(storyId));
}
