import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors/app-error';
import { enforceRateLimit } from '../rate-limits/limiter';
import { forgetCustomer } from './customer-cache';
import { verifyPassword } from './passwords';
import { AUTH_RATE_LIMITS } from './rate-limit-rules';
import { countOtherActiveAdmins, deleteCustomer, findCustomerById, lockCustomer, type CustomerRow } from './repo';

/**
 * Checks the password typed to confirm closing the account. Every account has one (registration
 * requires it and nothing else creates accounts); attempts are limited per account.
 */
export async function confirmAccountPassword(context: AppContext, customerId: string, password: string): Promise<void> {
  await enforceRateLimit(context, AUTH_RATE_LIMITS.closurePerAccount, customerId);
  const customer = await findCustomerById(context.db, customerId);
  if (!customer) throw notFound('Account');
  if (!(await verifyPassword(customer.passwordHash, password))) {
    throw forbidden('That password is not right. Your account has not been deleted.', 'wrong_password');
  }
}

/**
 * Locks the account for closing inside the caller's transaction and answers its row; the last
 * administrator cannot close theirs, or nobody could run the back office.
 */
export async function lockAccountForClosure(tx: Tx, customerId: string): Promise<CustomerRow> {
  const customer = await lockCustomer(tx, customerId);
  if (!customer) throw notFound('Account');
  if (customer.role === 'admin' && (await countOtherActiveAdmins(tx, customerId)) === 0) {
    throw conflict('You are the only administrator. Make another account an administrator before deleting yours.', 'last_admin');
  }
  return customer;
}

/**
 * Deletes the account row inside the caller's transaction: refresh tokens, codes and reset links go
 * with it, and access tokens stop working because `authenticate` finds no account (at once on this
 * process, within the customer cache's 2 s on others).
 */
export async function deleteAccountRow(context: AppContext, tx: Tx, customerId: string): Promise<void> {
  forgetCustomer(context, customerId);
  if (!(await deleteCustomer(tx, customerId))) throw notFound('Account');
}

/** Called once the deletion committed, in case a request read the row meanwhile. */
export const forgetDeletedAccount = (context: AppContext, customerId: string): void => forgetCustomer(context, customerId);
