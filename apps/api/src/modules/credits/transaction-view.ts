import type { CreditTransaction } from '@studio/contracts/billing';
import type { AppContext } from '../../context';
import { customerReads } from '../../lib/customer-reads';
import { listEntries, type LedgerRow } from './ledger-repo';

export function toCreditTransaction(row: LedgerRow): CreditTransaction {
  return {
    id: row.id,
    delta: row.delta,
    kind: row.kind,
    reference: row.reference,
    description: row.description,
    balance_after: row.balanceAfter,
    created_at: row.createdAt.toISOString(),
  };
}

/** The customer's newest ledger rows, newest first. */
export function listCreditTransactions(context: AppContext, customerId: string, limit: number): Promise<CreditTransaction[]> {
  return customerReads(context).read(customerId, `credit-transactions:${limit}`, async () => (await listEntries(context.db, customerId, limit)).map(toCreditTransaction));
}
