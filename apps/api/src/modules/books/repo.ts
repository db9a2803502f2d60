import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
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
 * one job). `staleJobId` is a run whose job has finished although the book still says generating;
 * a run claimed `strandedAfterSeconds` ago (by the database's clock, which stamped it) that never got a
 * job was cut off while starting (its process died).
 */
export async function claimBookRun(
  db: DbOrTx,
  values: { storyId: string; customerId: string; model: ImageModel; runPages?: number[] | null },
  staleJobId: string | null,
  strandedAfterSeconds: number,
): Promise<BookRow | undefined> {
  const stranded = and(isNull(books.jobId), lt(books.updatedAt, sql`now() - make_interval(secs => ${strandedAfterSeconds})`));
  const claimable = or(ne(books.status, 'generating'), stranded, ...(staleJobId ? [eq(books.jobId, staleJobId)] : []));
  const [row] = await db
    .insert(books)
    .values({ ...values, status: 'generating' })
    .onConflictDoUpdate({
      target: books.storyId,
      set: { status: 'generating', model: values.model, runPages: values.runPages ?? null, jobId: null, failureReason: null, characterSheetKey: null, updatedAt: sql`now()` },
      setWhere: claimable,
    })
    .returning();
  return row;
}

export async function updateBook(db: DbOrTx, storyId: string, changes: Partial<Pick<BookRow, 'status' | 'jobId' | 'failureReason' | 'characterSheetKey'>>): Promise<void> {
  await db.update(books).set({ ...changes, updatedAt: sql`now()` }).where(eq(books.storyId, storyId));
}
