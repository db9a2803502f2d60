import type { DraftPhoto } from '@studio/contracts/stories-api';

/** The photos once character `removed` is gone: its photo dropped, the later characters' photos moved up one place. */
export function photosWithout(photos: readonly DraftPhoto[], removed: number): DraftPhoto[] {
  return photos
    .filter((photo) => photo.character_index !== removed)
    .map((photo) => (photo.character_index > removed ? { ...photo, character_index: photo.character_index - 1 } : photo));
}
