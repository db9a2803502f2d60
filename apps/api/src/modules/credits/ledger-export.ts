import type { CreditTransaction } from '@studio/contracts/billing';
import type { DbOrTx } from '../../db/client';
import { listAllEntries } from './ledger-repo';
import { toCreditTransaction } from './transaction-view';

/** The customer's whole credit ledger, oldest first, for their data export. */
export async function exportLedger(db: DbOrTx, customerId: string): Promise<CreditTransaction[]> {
  return (await listAllEntries(db, customerId)).map(toCreditTransaction);
}
