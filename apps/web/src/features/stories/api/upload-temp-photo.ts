import type { TempCharacterImage } from '@studio/contracts/books';
import { uploadPhoto } from '../../../lib/upload-photo';

/** `POST /characters/temp/upload-image`: a photo kept for a character of a story not created yet. */
export const uploadTempPhoto = (file: File, onProgress: (fraction: number) => void): Promise<TempCharacterImage> =>
  uploadPhoto<TempCharacterImage>('/characters/temp/upload-image', file, onProgress);
