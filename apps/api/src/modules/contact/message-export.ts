import type { ContactMessageRecord } from '@studio/contracts/contact';
import type { DbOrTx } from '../../db/client';
import { listMessagesSentBy } from './repo';

/**
 * Every message the account sent through the contact form signed in, oldest first, for its data export;
 * not those anyone else sent giving its address (ADR 032), whose name and words are theirs.
 */
export async function exportContactMessages(db: DbOrTx, customerId: string): Promise<ContactMessageRecord[]> {
  return (await listMessagesSentBy(db, customerId)).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  }));
}
