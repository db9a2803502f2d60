import type { CreditTransaction } from '@studio/contracts/billing';
import type { AppContext } from '../../context';
import { listEntries, type LedgerRow } from './ledger-repo';

export function toCreditTransaction(row: LedgerRow): CreditTransaction {
  return {
    id: row.id,
    delta: row.delta,
    kind: row.kind,
    reference: row.reference,
    description: row.description,
    balance_after: row.balanceAfter,
    held_delta: row.heldDelta,
    held_after: row.heldAfter,
    created_at: row.createdAt.toISOString(),
  };
}

/** The customer's newest ledger rows, newest first. */
export async function listCreditTransactions(context: AppContext, customerId: string, limit: number): Promise<CreditTransaction[]> {
  return (await listEntries(context.db, customerId, limit)).map(toCreditTransaction);
}
