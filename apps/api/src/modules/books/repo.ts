import { eq, ne, or, sql } from 'drizzle-orm';
import type { ImageModel } from '@studio/contracts/billing';
import type { DbOrTx } from '../../db/client';
import { books } from '../../db/schema';

export type BookRow = typeof books.$inferSelect;

export async function findBook(db: DbOrTx, storyId: string): Promise<BookRow | undefined> {
  const [row] = await db.select().from(books).where(eq(books.storyId, storyId));
  return row;
}

/**
 * Marks a book as being drawn, unless a run is already under way (a compare-and-set: two clicks start
 * one job). `staleJobId` is a run whose job has finished although the book still says generating.
 */
export async function claimBookRun(
  db: DbOrTx,
  values: { storyId: string; customerId: string; model: ImageModel },
  staleJobId: string | null,
): Promise<BookRow | undefined> {
  const claimable = staleJobId ? or(ne(books.status, 'generating'), eq(books.jobId, staleJobId)) : ne(books.status, 'generating');
  const [row] = await db
    .insert(books)
    .values({ ...values, status: 'generating' })
    .onConflictDoUpdate({
      target: books.storyId,
      set: { status: 'generating', model: values.model, jobId: null, failureReason: null, characterSheetKey: null, updatedAt: sql`now()` },
      setWhere: claimable,
    })
    .returning();
  return row;
}

export async function updateBook(db: DbOrTx, storyId: string, changes: Partial<Pick<BookRow, 'status' | 'jobId' | 'failureReason' | 'characterSheetKey'>>): Promise<void> {
  await db.update(books).set({ ...changes, updatedAt: sql`now()` }).where(eq(books.storyId, storyId));
}
