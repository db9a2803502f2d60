import type { DbOrTx } from '../../db/client';
import { findSubscriptionByCustomer, isCurrent, type SubscriptionRow } from './repo';

/** The customer's subscription while it is current (active, or cancelled but not yet ended); otherwise undefined. */
export async function findCurrentSubscription(db: DbOrTx, customerId: string): Promise<SubscriptionRow | undefined> {
  const subscription = await findSubscriptionByCustomer(db, customerId);
  return isCurrent(subscription) ? subscription : undefined;
}
