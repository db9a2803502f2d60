import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { saveCustomer } from './customer-cache';
import { countCustomerRows, findCustomerContacts, findCustomerIdsByEmail, searchCustomerRows, type CustomerContact } from './customer-search-repo';
import { findCustomerById, revokeAllRefreshTokens, type CustomerRow } from './repo';
import { assertResendAllowed } from './one-time-codes';
import { accountDisabled } from './sessions';
import { mailCode } from './verification';

export type { CustomerContact, CustomerRow };

export const searchCustomers = (context: AppContext, text: string | undefined, limit: number, offset: number) => searchCustomerRows(context.db, text, limit, offset);
export const countCustomers = (context: AppContext, since: Date) => countCustomerRows(context.db, since);

/** The ids of the customers whose e-mail contains `text` (for lists searched by a customer's e-mail). */
export const customerIdsByEmail = (context: AppContext, text: string): Promise<string[]> => findCustomerIdsByEmail(context.db, text);

/** Who these customers are (id → e-mail and name), for the back office's lists; deleted accounts are absent. */
export async function customerContacts(context: AppContext, ids: readonly string[]): Promise<Map<string, CustomerContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return new Map((await findCustomerContacts(context.db, unique)).map((contact) => [contact.id, contact]));
}

/** The e-mail of each of these accounts (id → e-mail), as the audit log shows its administrators. */
export const accountEmails = async (context: AppContext, ids: readonly string[]): Promise<Map<string, string>> =>
  new Map([...(await customerContacts(context, ids))].map(([id, contact]) => [id, contact.email]));

export async function findCustomerForAdmin(context: AppContext, id: string): Promise<CustomerRow> {
  const customer = isUuid(id) ? await findCustomerById(context.db, id) : undefined;
  if (!customer) throw notFound('Customer');
  return customer;
}

export interface AccountChange {
  role?: CustomerRow['role'];
  disabled?: boolean;
  /** Kept with a disabled account, to tell whoever looks at it later why. */
  reason: string;
}

/**
 * Changes an account's role or whether it is disabled, in the caller's transaction. Disabling ends
 * every sign-in at once: the refresh tokens are revoked and the access tokens stop at the next request.
 */
export async function changeAccount(context: AppContext, tx: Tx, customer: CustomerRow, change: AccountChange): Promise<CustomerRow> {
  const now = context.clock.now();
  const disabling = change.disabled === true && !customer.disabledAt;
  const enabling = change.disabled === false && Boolean(customer.disabledAt);
  const updated = await saveCustomer(context, tx, customer.id, {
    ...(change.role !== undefined && { role: change.role }),
    ...(disabling && { disabledAt: now, disabledReason: change.reason }),
    ...(enabling && { disabledAt: null, disabledReason: null }),
  });
  if (!updated) throw notFound('Customer');
  if (disabling) await revokeAllRefreshTokens(tx, customer.id, now);
  return updated;
}

/** Sends a new verification code to an account that has not verified its e-mail. */
export async function resendVerificationFor(context: AppContext, customer: CustomerRow): Promise<void> {
  if (customer.isVerified) throw conflict('This account has already verified its e-mail address', 'already_verified');
  await assertResendAllowed(context, customer.id, 'verification');
  await mailCode(context, customer, 'verification');
}

/** The account behind a valid access token (undefined when it no longer exists), refused when it is disabled. */
export function activeAccount(customer: CustomerRow | undefined): CustomerRow | undefined {
  if (customer?.disabledAt) throw accountDisabled();
  return customer;
}
