import { useQueryClient } from '@tanstack/react-query';
import type { CharacterImages } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { uploadPhoto } from '../../../lib/upload-photo';
import { queryKeys } from '../../../lib/query-keys';

const photoUrl = (storyId: string, index: number) => `/api/v1/character-upload/stories/${encodeURIComponent(storyId)}/characters/${index}/image`;

/** Sets, replaces or removes one character's photo of a story, then reads the book again. */
export function useCharacterPhoto(storyId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.books.one(storyId) });
  return {
    upload: async (index: number, file: File, onProgress: (fraction: number) => void) => {
      await uploadPhoto<CharacterImages>(photoUrl(storyId, index), file, onProgress);
      await refresh();
    },
    remove: async (index: number) => {
      await apiClient.delete(photoUrl(storyId, index));
      await refresh();
    },
  };
}
