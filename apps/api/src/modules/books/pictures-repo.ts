import { and, asc, eq, gt, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { COVER_PAGE } from '@studio/contracts/books';
import type { DbOrTx } from '../../db/client';
import { bookImages } from '../../db/schema';

export type BookImageRow = typeof bookImages.$inferSelect;
export type NewBookImage = typeof bookImages.$inferInsert;

const slot = (storyId: string, pageNumber: number) => and(eq(bookImages.storyId, storyId), eq(bookImages.pageNumber, pageNumber));

export async function findImageByJob(db: DbOrTx, storyId: string, pageNumber: number, jobId: string): Promise<BookImageRow | undefined> {
  const [row] = await db.select().from(bookImages).where(and(slot(storyId, pageNumber), eq(bookImages.jobId, jobId)));
  return row;
}

export async function listImagesOfJob(db: DbOrTx, storyId: string, jobId: string): Promise<BookImageRow[]> {
  return db.select().from(bookImages).where(and(eq(bookImages.storyId, storyId), eq(bookImages.jobId, jobId)));
}

export async function nextVersion(db: DbOrTx, storyId: string, pageNumber: number): Promise<number> {
  const [row] = await db.select({ value: max(bookImages.version) }).from(bookImages).where(slot(storyId, pageNumber));
  return (row?.value ?? 0) + 1;
}

export async function listCurrentImages(db: DbOrTx, storyId: string): Promise<BookImageRow[]> {
  return db.select().from(bookImages).where(and(eq(bookImages.storyId, storyId), eq(bookImages.isCurrent, true)));
}

/** The current cover of each story named: its thumbnail key, for lists that show books (orders). */
export async function listCurrentCoverThumbs(db: DbOrTx, storyIds: string[]): Promise<Map<string, string>> {
  if (storyIds.length === 0) return new Map();
  const rows = await db
    .select({ storyId: bookImages.storyId, thumbKey: bookImages.thumbKey })
    .from(bookImages)
    .where(and(inArray(bookImages.storyId, storyIds), eq(bookImages.pageNumber, COVER_PAGE), eq(bookImages.isCurrent, true)));
  return new Map(rows.flatMap((row) => (row.storyId ? [[row.storyId, row.thumbKey] as const] : [])));
}

export async function countVersionsByPage(db: DbOrTx, storyId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ pageNumber: bookImages.pageNumber, versions: sql<number>`count(*)::int` })
    .from(bookImages)
    .where(eq(bookImages.storyId, storyId))
    .groupBy(bookImages.pageNumber);
  return new Map(rows.map((row) => [row.pageNumber ?? 0, row.versions]));
}

/** Versions after `after`, oldest first, at most `limit` of them. */
export async function listVersions(db: DbOrTx, storyId: string, pageNumber: number, page: { after: number; limit: number }): Promise<BookImageRow[]> {
  return db.select().from(bookImages).where(and(slot(storyId, pageNumber), gt(bookImages.version, page.after))).orderBy(asc(bookImages.version)).limit(page.limit);
}

export async function findVersion(db: DbOrTx, storyId: string, pageNumber: number, version: number): Promise<BookImageRow | undefined> {
  const [row] = await db.select().from(bookImages).where(and(slot(storyId, pageNumber), eq(bookImages.version, version)));
  return row;
}

/** Makes one version the page's picture: the one "current" flag moves, nothing is deleted. */
export async function makeCurrent(db: DbOrTx, storyId: string, pageNumber: number, version: number): Promise<BookImageRow | undefined> {
  await db.update(bookImages).set({ isCurrent: false }).where(and(slot(storyId, pageNumber), eq(bookImages.isCurrent, true)));
  const [row] = await db.update(bookImages).set({ isCurrent: true }).where(and(slot(storyId, pageNumber), eq(bookImages.version, version))).returning();
  return row;
}

export async function insertImage(db: DbOrTx, values: NewBookImage): Promise<BookImageRow> {
  const [row] = await db.insert(bookImages).values(values).returning();
  return row!;
}

/** A picture of a story's book, by its id (a shared book's pictures are named by id, not by key). */
export async function findBookPicture(db: DbOrTx, id: string): Promise<BookImageRow | undefined> {
  const [row] = await db.select().from(bookImages).where(and(eq(bookImages.id, id), isNotNull(bookImages.storyId)));
  return row;
}

export async function findSingleImage(db: DbOrTx, id: string): Promise<BookImageRow | undefined> {
  const [row] = await db.select().from(bookImages).where(and(eq(bookImages.id, id), isNull(bookImages.storyId)));
  return row;
}

/** The page has no current picture until another is made current. */
export async function clearCurrentImage(db: DbOrTx, storyId: string, pageNumber: number): Promise<void> {
  await db
    .update(bookImages)
    .set({ isCurrent: false })
    .where(and(eq(bookImages.storyId, storyId), eq(bookImages.pageNumber, pageNumber), eq(bookImages.isCurrent, true)));
}

/** Every stored file of every version of a story's pictures. */
export async function listImageKeysOfStory(db: DbOrTx, storyId: string): Promise<string[]> {
  const rows = await db
    .select({ screen: bookImages.screenKey, thumb: bookImages.thumbKey, print: bookImages.printKey, raster: bookImages.printRasterKey })
    .from(bookImages)
    .where(eq(bookImages.storyId, storyId));
  return rows.flatMap((row) => [row.screen, row.thumb, row.print, ...(row.raster ? [row.raster] : [])]);
}

/** A story's current pictures that are offline SVG in these styles and have no print raster yet. */
export async function listImagesWithoutPrintRaster(db: DbOrTx, storyId: string, styles: readonly BookImageRow['style'][]): Promise<BookImageRow[]> {
  return db
    .select()
    .from(bookImages)
    .where(and(eq(bookImages.storyId, storyId), eq(bookImages.isCurrent, true), eq(bookImages.printType, 'image/svg+xml'), inArray(bookImages.style, [...styles]), isNull(bookImages.printRasterKey)));
}

/** Records a picture's print raster unless it has one already (another run made it first): false then. */
export async function setPrintRasterKey(db: DbOrTx, id: string, key: string): Promise<boolean> {
  const updated = await db.update(bookImages).set({ printRasterKey: key }).where(and(eq(bookImages.id, id), isNull(bookImages.printRasterKey))).returning({ id: bookImages.id });
  return updated.length > 0;
}

/** Every version of every picture of the customer (for their data export). */
export async function listImagesOf(db: DbOrTx, customerId: string): Promise<BookImageRow[]> {
  return db.select().from(bookImages).where(eq(bookImages.customerId, customerId)).orderBy(asc(bookImages.createdAt), asc(bookImages.id));
}
