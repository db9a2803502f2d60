import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import { lockCustomerBilling } from '../payments/billing-lock';
import { appendLedgerEntry } from './ledger';
import { closeHold, findHold, insertHold, listOldOpenHolds, type HoldRow } from './holds-repo';

/**
 * Sets `amount` credits aside for one piece of work (a book run) under `reference`, with a ledger row.
 * The billing lock makes checking and holding one step, so two starts cannot hold the same credits: the
 * second is refused with 402 "Not enough credits: need X, have Y". Idempotent per reference.
 */
export async function holdCredits(context: AppContext, customerId: string, amount: number, reference: string, description: string): Promise<HoldRow> {
  if (!Number.isInteger(amount) || amount < 1) throw new Error(`holdCredits needs a positive whole amount, got ${amount}`);
  return context.db.transaction(async (tx) => {
    await lockCustomerBilling(tx, customerId);
    const existing = await findHold(tx, customerId, reference);
    if (existing) return existing;
    await appendLedgerEntry(tx, customerId, { kind: 'credit_hold', reference, description, change: { type: 'hold', amount } }, context.clock.now());
    return insertHold(tx, { customerId, reference, amount });
  });
}

/** The hold still open under `reference`, read under the billing lock the caller holds. */
export async function openHold(tx: Tx, customerId: string, reference: string): Promise<HoldRow | undefined> {
  const hold = await findHold(tx, customerId, reference);
  return hold && !hold.releasedAt ? hold : undefined;
}

/**
 * Gives back what the hold has left (the work ended: finished, failed, or given up after a crash), with a
 * ledger row when there is anything left. Closing twice does nothing.
 */
export async function releaseHold(context: AppContext, customerId: string, reference: string, description: string, options: { db?: DbOrTx } = {}): Promise<number> {
  const db = options.db ?? context.db;
  return db.transaction(async (tx) => {
    await lockCustomerBilling(tx, customerId);
    const hold = await openHold(tx, customerId, reference);
    if (!hold) return 0;
    if (hold.remaining > 0) {
      await appendLedgerEntry(tx, customerId, { kind: 'hold_release', reference, description, change: { type: 'release', amount: hold.remaining } }, context.clock.now());
    }
    await closeHold(tx, hold.id);
    return hold.remaining;
  });
}

/** Credits still set aside after `olderThanSeconds` for work whose reference starts with `prefix` (`book:`), for the work's module to judge whether anything will still spend them. */
export async function openHoldsOlderThan(db: DbOrTx, prefix: string, olderThanSeconds: number, limit: number): Promise<Array<{ customerId: string; reference: string }>> {
  return (await listOldOpenHolds(db, prefix, olderThanSeconds, limit)).map((hold) => ({ customerId: hold.customerId, reference: hold.reference }));
}
