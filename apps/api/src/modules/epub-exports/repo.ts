import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { epubExports } from '../../db/schema';

export type EpubExportRow = typeof epubExports.$inferSelect;

export async function insertEpubExport(db: DbOrTx, values: Pick<EpubExportRow, 'customerId' | 'storyId' | 'fileName'>): Promise<EpubExportRow> {
  const [row] = await db.insert(epubExports).values(values).returning();
  return row!;
}

export async function findEpubExport(db: DbOrTx, id: string): Promise<EpubExportRow | undefined> {
  const [row] = await db.select().from(epubExports).where(eq(epubExports.id, id));
  return row;
}

export async function findCustomerEpubExport(db: DbOrTx, customerId: string, id: string): Promise<EpubExportRow | undefined> {
  const [row] = await db.select().from(epubExports).where(and(eq(epubExports.id, id), eq(epubExports.customerId, customerId)));
  return row;
}

/** False when the export is gone (its story was deleted). */
export async function updateEpubExport(db: DbOrTx, id: string, changes: Partial<Pick<EpubExportRow, 'status' | 'jobId' | 'blobKey' | 'sizeBytes' | 'error'>>): Promise<boolean> {
  const updated = await db.update(epubExports).set({ ...changes, updatedAt: sql`now()` }).where(eq(epubExports.id, id)).returning({ id: epubExports.id });
  return updated.length > 0;
}

export async function listEpubKeysOfStory(db: DbOrTx, storyId: string): Promise<string[]> {
  const rows = await db.select({ key: epubExports.blobKey }).from(epubExports).where(eq(epubExports.storyId, storyId));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** Every EPUB export of the customer whose file was made (for their data export). */
export async function listFinishedEpubExportsOf(db: DbOrTx, customerId: string): Promise<EpubExportRow[]> {
  return db.select().from(epubExports).where(and(eq(epubExports.customerId, customerId), isNotNull(epubExports.blobKey))).orderBy(asc(epubExports.createdAt));
}
