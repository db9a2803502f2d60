import type { ContactMessageRecord } from '@studio/contracts/contact';
import type { DbOrTx } from '../../db/client';
import { listMessagesFrom } from './repo';

/** Every message sent through the contact form from the account's e-mail address, oldest first, for their data export. */
export async function exportContactMessages(db: DbOrTx, email: string): Promise<ContactMessageRecord[]> {
  return (await listMessagesFrom(db, email)).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  }));
}
