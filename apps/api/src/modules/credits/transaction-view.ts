import { creditTransactionsSchema, type CreditTransaction } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import type { SerialisedJson } from '../../lib/json-reply';
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
    held_delta: row.heldDelta,
    held_after: row.heldAfter,
    created_at: row.createdAt.toISOString(),
  };
}

/** The customer's ledger rows, newest first, `offset` rows in. */
export async function listCreditTransactions(context: AppContext, customerId: string, limit: number, offset = 0): Promise<CreditTransaction[]> {
  return (await listEntries(context.db, customerId, limit, offset)).map(toCreditTransaction);
}

/** `GET /api/v1/credits/transactions` as JSON, kept a while (ADR 021): up to 50 rows by default, a page at a time, serialised once. */
export function creditTransactionsJson(context: AppContext, customerId: string, limit: number, offset = 0): Promise<SerialisedJson> {
  return customerReads(context).readJson(customerId, `credit-transactions:${limit}:${offset}`, creditTransactionsSchema, async () => ({
    items: await listCreditTransactions(context, customerId, limit, offset),
  }));
}
