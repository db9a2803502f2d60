import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pdfExports } from '../../db/schema';

export type PdfExportRow = typeof pdfExports.$inferSelect;

export async function insertExport(db: DbOrTx, values: Pick<PdfExportRow, 'customerId' | 'storyId' | 'paperSize' | 'fileName'>): Promise<PdfExportRow> {
  const [row] = await db.insert(pdfExports).values(values).returning();
  return row!;
}

export async function findExport(db: DbOrTx, id: string): Promise<PdfExportRow | undefined> {
  const [row] = await db.select().from(pdfExports).where(eq(pdfExports.id, id));
  return row;
}

export async function findCustomerExport(db: DbOrTx, customerId: string, id: string): Promise<PdfExportRow | undefined> {
  const [row] = await db.select().from(pdfExports).where(and(eq(pdfExports.id, id), eq(pdfExports.customerId, customerId)));
  return row;
}

/** False when the export is gone (its story was deleted). */
export async function updateExport(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<PdfExportRow, 'status' | 'jobId' | 'blobKey' | 'sizeBytes' | 'preflight' | 'error'>>,
): Promise<boolean> {
  const updated = await db.update(pdfExports).set({ ...changes, updatedAt: sql`now()` }).where(eq(pdfExports.id, id)).returning({ id: pdfExports.id });
  return updated.length > 0;
}

export async function listExportKeysOfStory(db: DbOrTx, storyId: string): Promise<string[]> {
  const rows = await db.select({ key: pdfExports.blobKey }).from(pdfExports).where(eq(pdfExports.storyId, storyId));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** Every PDF export of the customer whose file was made (for their data export). */
export async function listFinishedExportsOf(db: DbOrTx, customerId: string): Promise<PdfExportRow[]> {
  return db.select().from(pdfExports).where(and(eq(pdfExports.customerId, customerId), isNotNull(pdfExports.blobKey))).orderBy(asc(pdfExports.createdAt));
}
