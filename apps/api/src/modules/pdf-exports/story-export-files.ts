import type { DbOrTx } from '../../db/client';
import { listExportKeysOfStory } from './repo';

/** The files of a story's PDF exports, for deleting the story. */
export const exportFilesOfStory = (db: DbOrTx, storyId: string): Promise<string[]> => listExportKeysOfStory(db, storyId);
