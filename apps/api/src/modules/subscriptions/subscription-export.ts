import type { Subscription } from '@studio/contracts/billing';
import type { DbOrTx } from '../../db/client';
import { findSubscriptionByCustomer } from './repo';
import { describeSubscription } from './service';

/** The customer's subscription, current or ended, for their data export. */
export async function exportSubscription(db: DbOrTx, customerId: string): Promise<Subscription | null> {
  const row = await findSubscriptionByCustomer(db, customerId);
  return row ? describeSubscription(db, row) : null;
}
