import type { DbOrTx } from '../../db/client';
import { listStoryPhotos, type CharacterImageRow } from './repo';

export type StoryCharacterPhoto = CharacterImageRow;

/** The photos the parent gave the characters of a story, by character (books and print draw from them); the characters module alone stores them. */
export function characterPhotosOfStory(db: DbOrTx, storyId: string): Promise<StoryCharacterPhoto[]> {
  return listStoryPhotos(db, storyId);
}
