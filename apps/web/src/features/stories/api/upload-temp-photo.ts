import type { TempCharacterImage } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';

/** `POST /characters/temp/upload-image`: a photo kept for a character of a story not created yet. */
export async function uploadTempPhoto(file: File, onProgress: (fraction: number) => void): Promise<TempCharacterImage> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await apiClient.post<TempCharacterImage>('/characters/temp/upload-image', form, {
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
  });
  return data;
}
