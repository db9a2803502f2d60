import type { CreditTransaction } from '@studio/contracts/billing';
import type { LedgerRow } from './ledger-repo';

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
