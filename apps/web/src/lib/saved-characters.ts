import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TempCharacterImage } from '@studio/contracts/books';
import type { SaveFromStoryRequest, SavedCharacter, SavedCharacterList, SavedCharacterWrite } from '@studio/contracts/saved-characters';
import { apiClient } from './api-client';
import { uploadPhoto } from './upload-photo';
import { queryKeys } from './query-keys';

/**
 * A family's saved characters (issue 33), shared by "My characters", the picker on /story/details and
 * "Save Mia for next time" on a book.
 */

export const savedCharactersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.savedCharacters, queryFn: async () => (await apiClient.get<SavedCharacterList>('/api/v1/characters')).data });

export const useSavedCharacters = () => useQuery(savedCharactersQueryOptions());

function useSavedCharacterMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedCharacters }) });
}

export const useCreateSavedCharacter = () =>
  useSavedCharacterMutation(async (character: SavedCharacterWrite) => (await apiClient.post<SavedCharacter>('/api/v1/characters', character)).data);

export const useUpdateSavedCharacter = () =>
  useSavedCharacterMutation(async ({ id, character }: { id: string; character: SavedCharacterWrite }) => (await apiClient.put<SavedCharacter>(`/api/v1/characters/${id}`, character)).data);

export const useDeleteSavedCharacter = () => useSavedCharacterMutation(async (id: string) => void (await apiClient.delete(`/api/v1/characters/${id}`)));

/** "Save Mia for next time": a story's character (and its photo, on paid plans) kept for the next book. */
export const useSaveFromStory = () =>
  useSavedCharacterMutation(async (request: SaveFromStoryRequest) => (await apiClient.post<SavedCharacter>('/api/v1/characters/from-story', request)).data);

export const useUploadSavedCharacterPhoto = () =>
  useSavedCharacterMutation(({ id, file, onProgress }: { id: string; file: File; onProgress: (fraction: number) => void }) =>
    uploadPhoto<SavedCharacter>(`/api/v1/characters/${id}/photo`, file, onProgress),
  );

export const useDeleteSavedCharacterPhoto = () =>
  useSavedCharacterMutation(async (id: string) => (await apiClient.delete<SavedCharacter>(`/api/v1/characters/${id}/photo`)).data);

/** A copy of a saved character's photo for a story about to be created (the draft's `character_photos`). */
export const copySavedPhotoForStory = async (id: string): Promise<TempCharacterImage> =>
  (await apiClient.post<TempCharacterImage>(`/api/v1/characters/${id}/story-photo`)).data;
