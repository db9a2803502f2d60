import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** Messages from an address however its letters are cased: the form stores addresses in lower case, but the column does not insist. */
const sentFrom = (email: string) => sql`lower(${contactMessages.email}) = lower(${email})`;

/** Every message the account sent signed in, oldest first. */
export async function listMessagesSentBy(db: DbOrTx, customerId: string): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).where(eq(contactMessages.customerId, customerId)).orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

/** Deletes every message sent from the address; answers how many went. */
export async function deleteMessagesFrom(tx: Tx, email: string): Promise<number> {
  return (await tx.delete(contactMessages).where(sentFrom(email)).returning({ id: contactMessages.id })).length;
}
