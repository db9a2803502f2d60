import type { DbOrTx } from '../../db/client';
import { listImagesOf } from './pictures-repo';

export interface PictureFile {
  key: string;
  storyId: string | null;
  pageNumber: number | null;
  version: number;
  imageId: string;
}

/** The full-size file of every version of every picture of the customer, for their data export. */
export async function listPictureFilesOf(db: DbOrTx, customerId: string): Promise<PictureFile[]> {
  const rows = await listImagesOf(db, customerId);
  return rows.map((row) => ({ key: row.printKey, storyId: row.storyId, pageNumber: row.pageNumber, version: row.version, imageId: row.id }));
}
