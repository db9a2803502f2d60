import { and, count, eq, gte, sql } from 'drizzle-orm';
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

/** When each illustrated book of the customer was made: what the dashboard keeps of them once the account goes. */
export async function listBooksMadeOf(db: DbOrTx, customerId: string): Promise<Array<{ occurredAt: Date; amount: number }>> {
  return db.select({ occurredAt: books.createdAt, amount: sql<number>`1`.mapWith(Number) }).from(books).where(and(eq(books.customerId, customerId), eq(books.status, 'ready')));
}
