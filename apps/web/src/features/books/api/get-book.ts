import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getBook(storyId: string): Promise<Book> {
  const { data } = await apiClient.get<Book>(`/api/v1/books/${storyId}`);
  return data;
}


export function bookQueryOptions(storyId: string) {
  return queryOptions({ queryKey: queryKeys.books.one(storyId), queryFn: () => getBook(storyId) });
}

export function useBook(storyId: string) {
  return useQuery(bookQueryOptions(storyId));
}
