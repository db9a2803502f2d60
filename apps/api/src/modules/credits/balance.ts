import type { CreditBalance } from '@studio/contracts/billing';
import type { DbOrTx } from '../../db/client';
import { pocketsOf } from './ledger';
import { spendable } from './ledger-math';
import { findEntryByReference, findLatestEntry } from './ledger-repo';

/** The credits the customer can spend now (held credits left out), read from the last ledger row. */
export async function spendableCredits(db: DbOrTx, customerId: string): Promise<number> {
  return spendable(pocketsOf(await findLatestEntry(db, customerId)));
}

/**
 * The customer's credits, read from the last ledger row. `balance` is what can be spent now: credits
 * held for books under way are left out and shown as `held_credits`. `subscriptionPeriod` is the ledger
 * reference of the subscription's running period, if the customer has one (subscriptions names it): its
 * grant is this period's `subscription_credits`. A hold counts against the subscription credits first
 * (as spending does), so `subscription_credits - credits_used_this_period` is exactly the subscription
 * credits free, never more than `balance`.
 */
export async function creditBalance(db: DbOrTx, customerId: string, subscriptionPeriod: string | null): Promise<CreditBalance> {
  const pockets = pocketsOf(await findLatestEntry(db, customerId));
  const grant = subscriptionPeriod ? await findEntryByReference(db, customerId, 'subscription_grant', subscriptionPeriod) : undefined;
  const subscriptionCredits = grant?.delta ?? 0;
  const free = spendable(pockets);
  const freeSubscription = Math.max(0, Math.min(free, pockets.subscription - pockets.held));
  return {
    balance: free,
    subscription_credits: subscriptionCredits,
    credits_used_this_period: Math.max(0, subscriptionCredits - freeSubscription),
    available_credits: free,
    purchased_credits: free - freeSubscription,
    held_credits: pockets.held,
  };
}
