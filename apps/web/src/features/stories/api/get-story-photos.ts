import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharacterPhoto, CharacterImages } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The photos a story's characters have (`GET …/characters/images`), each with its id and an expiring link. */
export async function getStoryPhotos(storyId: string): Promise<CharacterPhoto[]> {
  const { data } = await apiClient.get<CharacterImages>(`/api/v1/character-upload/stories/${encodeURIComponent(storyId)}/characters/images`);
  return data.images;
}

export function useStoryPhotos(storyId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.stories.photos(storyId), queryFn: () => getStoryPhotos(storyId) }));
}
