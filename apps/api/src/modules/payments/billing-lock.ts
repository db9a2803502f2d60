import type { Tx } from '../../db/client';
import { takeBillingAdvisoryLock } from './repo';

/**
 * Serialises every change to one customer's payments, credits and subscription until the transaction ends.
 * Re-entrant within a transaction, so nested steps may take it again.
 */
export async function lockCustomerBilling(tx: Tx, customerId: string): Promise<void> {
  await takeBillingAdvisoryLock(tx, customerId);
}
