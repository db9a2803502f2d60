import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploadedBooks } from '../../db/schema';

export type UploadedBookRow = typeof uploadedBooks.$inferSelect;
export type NewUploadedBookRow = typeof uploadedBooks.$inferInsert;

export async function insertBook(db: DbOrTx, values: NewUploadedBookRow): Promise<UploadedBookRow> {
  const [row] = await db.insert(uploadedBooks).values(values).returning();
  return row!;
}

export async function findBook(db: DbOrTx, id: string): Promise<UploadedBookRow | undefined> {
  const [row] = await db.select().from(uploadedBooks).where(eq(uploadedBooks.id, id));
  return row;
}

export async function findCustomerBook(db: DbOrTx, customerId: string, id: string): Promise<UploadedBookRow | undefined> {
  const [row] = await db.select().from(uploadedBooks).where(and(eq(uploadedBooks.id, id), eq(uploadedBooks.customerId, customerId)));
  return row;
}

export async function listCustomerBooks(db: DbOrTx, customerId: string, page: number, perPage: number): Promise<{ rows: UploadedBookRow[]; total: number }> {
  const where = eq(uploadedBooks.customerId, customerId);
  const [rows, [totals]] = await Promise.all([
    db.select().from(uploadedBooks).where(where).orderBy(desc(uploadedBooks.createdAt), desc(uploadedBooks.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(uploadedBooks).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function updateBook(db: DbOrTx, id: string, values: Partial<NewUploadedBookRow>): Promise<UploadedBookRow | undefined> {
  const [row] = await db.update(uploadedBooks).set(values).where(eq(uploadedBooks.id, id)).returning();
  return row;
}

export async function deleteBook(db: DbOrTx, id: string): Promise<void> {
  await db.delete(uploadedBooks).where(eq(uploadedBooks.id, id));
}

/** Every uploaded book of the customer, oldest first (for their data export). */
export async function listAllBooksOf(db: DbOrTx, customerId: string): Promise<UploadedBookRow[]> {
  return db.select().from(uploadedBooks).where(eq(uploadedBooks.customerId, customerId)).orderBy(asc(uploadedBooks.createdAt));
}
