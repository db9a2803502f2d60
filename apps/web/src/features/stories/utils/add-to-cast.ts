import type { Character } from '@studio/contracts/stories';
import type { StoryDraftFormInput } from './story-form-schema';

type Cast = Pick<StoryDraftFormInput, 'characters'> & { character_photos: NonNullable<StoryDraftFormInput['character_photos']> };

/**
 * A copy of a saved character added to the cast: into the first card left blank (a new form has one), else
 * at the end; its photo, if any, goes with it.
 */
export function addToCast(cast: Cast, character: Character, imageId?: string): Cast {
  const blank = cast.characters.findIndex((candidate) => !candidate.name?.trim());
  const index = blank >= 0 ? blank : cast.characters.length;
  const characters = [...cast.characters];
  characters[index] = structuredClone(character);
  const photos = cast.character_photos.filter((photo) => photo.character_index !== index);
  return { characters, character_photos: imageId ? [...photos, { character_index: index, image_id: imageId }] : photos };
}
