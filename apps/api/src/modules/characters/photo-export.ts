import type { DbOrTx } from '../../db/client';
import { listPhotosOf } from './repo';

export interface PhotoFile {
  key: string;
  photoId: string;
  storyId: string | null;
  characterIndex: number | null;
}

/** Every character photo of the customer (those not yet given to a story too), for their data export. */
export async function listPhotoFilesOf(db: DbOrTx, customerId: string): Promise<PhotoFile[]> {
  const rows = await listPhotosOf(db, customerId);
  return rows.map((row) => ({ key: row.blobKey, photoId: row.id, storyId: row.storyId, characterIndex: row.characterIndex }));
}
