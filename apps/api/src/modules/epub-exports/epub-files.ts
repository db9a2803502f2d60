import type { DbOrTx } from '../../db/client';
import { listEpubKeysOfStory, listFinishedEpubExportsOf } from './repo';

/** The files of a story's EPUB exports, for deleting the story. */
export const epubFilesOfStory = (db: DbOrTx, storyId: string): Promise<string[]> => listEpubKeysOfStory(db, storyId);

export interface EpubFile {
  key: string;
  exportId: string;
  storyId: string;
}

/** The file of every finished EPUB export of the customer, for their data export. */
export async function listEpubFilesOf(db: DbOrTx, customerId: string): Promise<EpubFile[]> {
  const rows = await listFinishedEpubExportsOf(db, customerId);
  return rows.flatMap((row) => (row.blobKey ? [{ key: row.blobKey, exportId: row.id, storyId: row.storyId }] : []));
}
