import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** "bill" in ASCII: keeps these advisory locks apart from any other use of pg_advisory_xact_lock. */
const BILLING_LOCK_NAMESPACE = 0x62696c6c;

/**
 * Serialises every change to one customer's credits and subscription until the transaction ends.
 * Re-entrant within a transaction, so nested steps may take it again.
 */
export async function lockCustomerBilling(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK_NAMESPACE}::int, hashtext(${customerId}))`);
}
