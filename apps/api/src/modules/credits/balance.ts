import type { CreditBalance } from '@studio/contracts/billing';
import type { DbOrTx } from '../../db/client';
import { periodReference } from '../subscriptions/periods';
import { findCurrentSubscription } from '../subscriptions/current-subscription';
import { pocketsOf } from './ledger';
import { findEntryByReference, findLatestEntry } from './ledger-repo';

/**
 * The customer's credits, read from the last ledger row. `subscription_credits` is the running period's
 * grant and `credits_used_this_period` how much of it is gone, so their difference is exactly the
 * subscription credits left, never more than `balance`.
 */
export async function getCreditBalance(db: DbOrTx, customerId: string): Promise<CreditBalance> {
  const pockets = pocketsOf(await findLatestEntry(db, customerId));
  const subscription = await findCurrentSubscription(db, customerId);
  const grant = subscription
    ? await findEntryByReference(db, customerId, 'subscription_grant', periodReference(subscription, subscription.periodNumber))
    : undefined;
  const subscriptionCredits = grant?.delta ?? 0;
  return {
    balance: pockets.total,
    subscription_credits: subscriptionCredits,
    credits_used_this_period: Math.max(0, subscriptionCredits - pockets.subscription),
    available_credits: pockets.total,
    purchased_credits: pockets.total - pockets.subscription,
  };
}
