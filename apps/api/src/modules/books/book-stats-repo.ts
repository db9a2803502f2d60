import { count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books } from '../../db/schema';

/** Illustrated books: all time, and since `since`. */
export async function countBooksMade(db: DbOrTx, since: Date): Promise<{ total: number; since: number }> {
  const [row] = await db
    .select({ total: count(), since: sql<number>`count(*) filter (where ${gte(books.createdAt, since)})` })
    .from(books)
    .where(eq(books.status, 'ready'));
  return { total: row?.total ?? 0, since: Number(row?.since ?? 0) };
}
