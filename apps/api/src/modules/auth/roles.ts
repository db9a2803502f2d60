import type { DbOrTx } from '../../db/client';
import { setRoleByEmail, type CustomerRow } from './repo';

export type Role = CustomerRow['role'];

/**
 * Makes the account with this e-mail an admin or a customer again; undefined when there is none.
 * Used where no request context exists (the admin CLI, test set-up); a running process sees the change
 * within the customer cache's TTL.
 */
export async function setRoleOfEmail(db: DbOrTx, email: string, role: Role): Promise<CustomerRow | undefined> {
  return setRoleByEmail(db, email.trim().toLowerCase(), role);
}
