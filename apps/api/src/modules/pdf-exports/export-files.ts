import type { DbOrTx } from '../../db/client';
import { listFinishedExportsOf } from './repo';

export interface PdfFile {
  key: string;
  exportId: string;
  storyId: string;
}

/** The file of every finished PDF export of the customer, for their data export. */
export async function listPdfFilesOf(db: DbOrTx, customerId: string): Promise<PdfFile[]> {
  const rows = await listFinishedExportsOf(db, customerId);
  return rows.flatMap((row) => (row.blobKey ? [{ key: row.blobKey, exportId: row.id, storyId: row.storyId }] : []));
}
