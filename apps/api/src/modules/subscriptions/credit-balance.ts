import type { CreditBalance } from '@studio/contracts/billing';
import type { DbOrTx } from '../../db/client';
import { creditBalance } from '../credits/balance';
import { findCurrentSubscription } from './current-subscription';
import { periodReference } from './periods';

/** The customer's credits, with the running subscription period's grant as this period's subscription credits. */
export async function getCreditBalance(db: DbOrTx, customerId: string): Promise<CreditBalance> {
  const subscription = await findCurrentSubscription(db, customerId);
  return creditBalance(db, customerId, subscription ? periodReference(subscription, subscription.periodNumber) : null);
}
