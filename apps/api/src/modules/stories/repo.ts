import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { StoryStatus } from '@studio/contracts/stories-api';
import type { Scene, StoryIdea } from '@studio/contracts/stories';
import type { DbOrTx, Tx } from '../../db/client';
import { stories, storyIdeas, storyPages } from '../../db/schema';

export type StoryRow = typeof stories.$inferSelect;
export type StoryPageRow = typeof storyPages.$inferSelect;
export type StoryChanges = Partial<Pick<StoryRow, 'title' | 'status' | 'inputs' | 'idea' | 'ideaVersion' | 'outline' | 'failureReason' | 'jobId'>>;
export type StoryListRow = Pick<StoryRow, 'id' | 'title' | 'status' | 'inputs' | 'jobId' | 'createdAt' | 'updatedAt'> & { pagesWritten: number };

export async function insertStory(db: DbOrTx, values: Pick<StoryRow, 'customerId' | 'title' | 'inputs' | 'status'>): Promise<StoryRow> {
  const [row] = await db.insert(stories).values(values).returning();
  return row!;
}

export async function findStory(db: DbOrTx, id: string): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(eq(stories.id, id));
  return row;
}

export async function findCustomerStory(db: DbOrTx, customerId: string, id: string): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(and(eq(stories.id, id), eq(stories.customerId, customerId)));
  return row;
}

/**
 * Changes a story; with `onlyIn`, only while it is in one of those statuses (a compare-and-set, so two
 * requests cannot both move it on). Undefined means it was not in them.
 */
export async function updateStory(db: DbOrTx, id: string, changes: StoryChanges, onlyIn?: readonly StoryStatus[]): Promise<StoryRow | undefined> {
  const condition = onlyIn ? and(eq(stories.id, id), inArray(stories.status, [...onlyIn])) : eq(stories.id, id);
  const [row] = await db.update(stories).set({ ...changes, updatedAt: sql`now()` }).where(condition).returning();
  return row;
}

const pagesWritten = sql<number>`(select count(*) from ${storyPages} where ${storyPages.storyId} = ${stories.id})::int`;

export async function listCustomerStories(
  db: DbOrTx,
  customerId: string,
  options: { statuses?: readonly StoryStatus[]; skip: number; limit: number },
): Promise<{ rows: StoryListRow[]; total: number }> {
  const condition = options.statuses
    ? and(eq(stories.customerId, customerId), inArray(stories.status, [...options.statuses]))
    : eq(stories.customerId, customerId);
  // Only what a list shows: the idea and outline (kilobytes of JSON a story) stay unread.
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: stories.id, title: stories.title, status: stories.status, inputs: stories.inputs, jobId: stories.jobId, createdAt: stories.createdAt, updatedAt: stories.updatedAt, pagesWritten })
      .from(stories)
      .where(condition)
      .orderBy(desc(stories.updatedAt), desc(stories.id))
      .offset(options.skip)
      .limit(options.limit),
    db.select({ value: count() }).from(stories).where(condition),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countStoriesByStatus(db: DbOrTx, customerId: string): Promise<Array<{ status: StoryStatus; stories: number }>> {
  return db.select({ status: stories.status, stories: count() }).from(stories).where(eq(stories.customerId, customerId)).groupBy(stories.status);
}

export async function countCustomerPages(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(storyPages)
    .innerJoin(stories, eq(stories.id, storyPages.storyId))
    .where(eq(stories.customerId, customerId));
  return row?.value ?? 0;
}

/** Records an idea version; false when that version exists already (someone else wrote it first). */
export async function insertIdeaVersion(db: DbOrTx, values: { storyId: string; version: number; idea: StoryIdea; feedback: string | null }): Promise<boolean> {
  const rows = await db.insert(storyIdeas).values(values).onConflictDoNothing().returning({ id: storyIdeas.id });
  return rows.length === 1;
}

export async function listPages(db: DbOrTx, storyId: string): Promise<StoryPageRow[]> {
  return db.select().from(storyPages).where(eq(storyPages.storyId, storyId)).orderBy(asc(storyPages.pageNumber));
}

export async function findPage(db: DbOrTx, storyId: string, pageNumber: number): Promise<StoryPageRow | undefined> {
  const [row] = await db.select().from(storyPages).where(and(eq(storyPages.storyId, storyId), eq(storyPages.pageNumber, pageNumber)));
  return row;
}

/** Writes a page, replacing what that page said before: rewriting a story never adds pages. */
export async function upsertPage(db: DbOrTx, values: { storyId: string; pageNumber: number; text: string; scene: Scene }): Promise<StoryPageRow> {
  const [row] = await db
    .insert(storyPages)
    .values(values)
    .onConflictDoUpdate({ target: [storyPages.storyId, storyPages.pageNumber], set: { text: values.text, scene: values.scene, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function updatePageText(db: DbOrTx, storyId: string, pageNumber: number, text: string, scene: Scene): Promise<StoryPageRow | undefined> {
  const [row] = await db
    .update(storyPages)
    .set({ text, scene, updatedAt: sql`now()` })
    .where(and(eq(storyPages.storyId, storyId), eq(storyPages.pageNumber, pageNumber)))
    .returning();
  return row;
}

/** Drops pages past the end, left from an earlier, longer version of the story. */
export async function deletePagesAfter(db: DbOrTx, storyId: string, lastPage: number): Promise<void> {
  await db.delete(storyPages).where(and(eq(storyPages.storyId, storyId), gt(storyPages.pageNumber, lastPage)));
}

/**
 * Holds the story against deletion until the caller's transaction ends, for a job or request naming
 * new files of it; false when it is gone. A key-share lock: edits to the story go on, while deleting it waits and
 * then finds the new files named (see `lockStoryForDeletion`).
 */
export const holdStoryAgainstDeletion = (tx: Tx, storyId: string) => lockStoryRow(tx, storyId, 'key share');

/** Locks the story for deleting it in the caller's transaction: files being named meanwhile are named before the lock is had, and none after. */
export const lockStoryForDeletion = (tx: Tx, storyId: string) => lockStoryRow(tx, storyId, 'update');

/** Locks the story's row in the caller's transaction; false when it is gone. */
async function lockStoryRow(tx: Tx, storyId: string, strength: 'key share' | 'update'): Promise<boolean> {
  const rows = await tx.select({ id: stories.id }).from(stories).where(eq(stories.id, storyId)).for(strength);
  return rows.length > 0;
}

/** Deletes the story; its ideas, pages, book, pictures, photos and exports go with it (foreign keys cascade). */
export async function deleteStoryRow(db: DbOrTx, storyId: string): Promise<void> {
  await db.delete(stories).where(eq(stories.id, storyId));
}

/** Every story of the customer, oldest first (for their data export). */
export async function listAllStoriesOf(db: DbOrTx, customerId: string): Promise<StoryRow[]> {
  return db.select().from(stories).where(eq(stories.customerId, customerId)).orderBy(asc(stories.createdAt), asc(stories.id));
}
