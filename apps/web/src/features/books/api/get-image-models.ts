import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageModels } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Which model draws in each quality mode on this server (the offline illustrator without an OpenAI key). */
export async function getImageModels(): Promise<ImageModels> {
  const { data } = await apiClient.get<ImageModels>('/api/v1/books/image-models');
  return data;
}

export function imageModelsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.books.imageModels, queryFn: getImageModels, staleTime: Infinity });
}

export function useImageModels() {
  return useQuery(imageModelsQueryOptions());
}
