import type { DbOrTx } from '../../db/client';
import { listImageKeysOfStory } from './pictures-repo';

/** The files of a story's pictures (every version and size), for deleting the story. */
export const pictureFilesOfStory = (db: DbOrTx, storyId: string): Promise<string[]> => listImageKeysOfStory(db, storyId);
