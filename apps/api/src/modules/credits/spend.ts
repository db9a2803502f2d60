import type { CreditTransaction } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors/app-error';
import { lockCustomerBilling } from '../payments/billing-lock';
import { appendLedgerEntry } from './ledger';
import { findEntryByReference, findLatestEntry } from './ledger-repo';
import { openHold } from './holds';
import { takeFromHold } from './holds-repo';
import { toCreditTransaction } from './transaction-view';

export interface Spent {
  transaction: CreditTransaction;
  /** False when this reference had been charged before: nothing was taken this time. */
  charged: boolean;
}

/**
 * Takes `amount` credits for `reference` (e.g. an image job), subscription credits first. Atomic and
 * idempotent per reference; refuses with 402 "Not enough credits: need X, have Y" rather than going below 0.
 * With `hold`, the credits come out of that hold first (what it lacks, from the free credits). Pass `db`
 * to spend inside your own transaction.
 */
export async function spendCredits(
  context: AppContext,
  customerId: string,
  amount: number,
  reference: string,
  options: { description?: string; db?: DbOrTx; hold?: string } = {},
): Promise<Spent> {
  if (!Number.isInteger(amount) || amount < 1) throw new Error(`spendCredits needs a positive whole amount, got ${amount}`);
  const db = options.db ?? context.db;
  const { row, created } = await db.transaction(async (tx) => {
    await lockCustomerBilling(tx, customerId);
    const hold = options.hold ? await openHold(tx, customerId, options.hold) : undefined;
    const fromHold = Math.min(amount, hold?.remaining ?? 0);
    const appended = await appendLedgerEntry(
      tx,
      customerId,
      { kind: 'image_generation', reference, description: options.description ?? 'Image generation', change: { type: 'take', amount, fromHold } },
      context.clock.now(),
    );
    if (hold && fromHold > 0 && appended.created) await takeFromHold(tx, hold.id, fromHold);
    return appended;
  });
  return { transaction: toCreditTransaction(row!), charged: created };
}

/**
 * Gives back what the spend for `reference` took (the images failed), once. Credits go back to where
 * they came from while that period runs; after it ended they come back as purchased credits.
 */
export async function refundCredits(context: AppContext, customerId: string, reference: string, options: { db?: DbOrTx } = {}): Promise<Spent> {
  const db = options.db ?? context.db;
  const { row, created } = await db.transaction(async (tx) => {
    await lockCustomerBilling(tx, customerId);
    const spend = await findEntryByReference(tx, customerId, 'image_generation', reference);
    if (!spend) throw notFound('Credit spend');
    const periodBoundary = await findLatestEntry(tx, customerId, ['subscription_grant', 'subscription_expiry']);
    const sameSubscriptionPeriod = !periodBoundary || periodBoundary.seq < spend.seq;
    const subscription = sameSubscriptionPeriod ? -spend.subscriptionDelta : 0;
    return appendLedgerEntry(
      tx,
      customerId,
      { kind: 'refund', reference, description: `Refund: ${spend.description}`, change: { type: 'restore', subscription, purchased: -spend.delta - subscription } },
      context.clock.now(),
    );
  });
  return { transaction: toCreditTransaction(row!), charged: created };
}
