import type { CreditTransactionKind } from '@studio/contracts/billing';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { lockCustomerBilling } from '../payments/billing-lock';
import { applyChange, EMPTY_POCKETS, spendable, type LedgerChange, type Pockets } from './ledger-math';
import { findEntryByReference, findLatestEntry, insertEntry, type LedgerRow } from './ledger-repo';

export interface LedgerEntry {
  kind: CreditTransactionKind;
  /** What the entry is for (a payment, a period, an image job). One entry per customer, kind and reference. */
  reference: string;
  description: string;
  change: LedgerChange;
}

export interface Appended {
  /** The entry for this reference: the new one, or the one written before. Null when there was nothing to record. */
  row: LedgerRow | null;
  created: boolean;
}

export const pocketsOf = (row: LedgerRow | undefined): Pockets =>
  row ? { total: row.balanceAfter, subscription: row.subscriptionBalanceAfter, held: row.heldAfter } : EMPTY_POCKETS;

export const notEnoughCredits = (need: number, have: number) =>
  new AppError('insufficient_credits', 402, `Not enough credits: need ${need}, have ${have}`);

/** The spendable credits a refused change asked for. */
function neededFor(change: LedgerChange): number {
  if (change.type === 'take') return change.amount - (change.fromHold ?? 0);
  return change.type === 'hold' ? change.amount : 0;
}

/**
 * Appends one entry to the customer's ledger inside `tx`. The per-customer lock makes reading the last
 * balance and writing the next one a single step; an entry whose reference is already there is returned
 * as it is instead of being applied again.
 */
export async function appendLedgerEntry(tx: Tx, customerId: string, entry: LedgerEntry, now: Date): Promise<Appended> {
  await lockCustomerBilling(tx, customerId);
  const existing = await findEntryByReference(tx, customerId, entry.kind, entry.reference);
  if (existing) return { row: existing, created: false };

  const last = await findLatestEntry(tx, customerId);
  const before = pocketsOf(last);
  const applied = applyChange(before, entry.change);
  if (!applied) throw notEnoughCredits(neededFor(entry.change), spendable(before));
  if (applied.delta === 0 && applied.heldDelta === 0) return { row: null, created: false };

  const row = await insertEntry(tx, {
    customerId,
    seq: (last?.seq ?? 0) + 1,
    delta: applied.delta,
    subscriptionDelta: applied.subscriptionDelta,
    kind: entry.kind,
    reference: entry.reference,
    description: entry.description,
    balanceAfter: applied.after.total,
    subscriptionBalanceAfter: applied.after.subscription,
    heldDelta: applied.heldDelta,
    heldAfter: applied.after.held,
    createdAt: now,
  });
  return { row, created: true };
}
