import type { Tx } from '../../db/client';
import { deleteMessagesFrom } from './repo';

/**
 * Before an account is deleted, inside its transaction: the messages sent through the contact form
 * from its e-mail address go too (they are not accounting records, so nothing of them is kept).
 * Answers how many went.
 */
export async function deleteMessagesOfClosedAccount(tx: Tx, email: string): Promise<number> {
  return deleteMessagesFrom(tx, email);
}
