import type { PaymentProviderName } from '@studio/contracts/billing';
import type { Tx } from '../../db/client';
import { lockCustomerBilling } from '../payments/billing-lock';
import { appendLedgerEntry } from '../credits/ledger';
import type { PlanRow } from '../plans/service';
import { periodStartingAt, type Period } from './period-math';
import { findSubscriptionByCustomer, insertSubscription, updateSubscription, type SubscriptionRow } from './repo';

export interface Billing {
  provider: PaymentProviderName | null;
  /** The provider's recurring object, when it bills by itself (Stripe subscription id). */
  providerRef: string | null;
}

/** Ledger references name a period of a subscription; a period's grant and expiry happen once. */
export const periodReference = (subscription: Pick<SubscriptionRow, 'id'>, periodNumber: number) => `${subscription.id}:${periodNumber}`;

/** Takes away whatever is left of the running period's subscription credits (purchased credits stay). */
export async function expireSubscriptionCredits(tx: Tx, subscription: SubscriptionRow, now: Date): Promise<void> {
  if (subscription.periodNumber === 0) return;
  await appendLedgerEntry(
    tx,
    subscription.customerId,
    {
      kind: 'subscription_expiry',
      reference: periodReference(subscription, subscription.periodNumber),
      description: 'Unused monthly credits expired at the end of the period',
      change: { type: 'expire_subscription' },
    },
    now,
  );
}

/** Closes the running period and opens `period` on `plan`, granting its monthly credits. Call under the billing lock. */
export async function beginPeriod(tx: Tx, subscription: SubscriptionRow, plan: PlanRow, period: Period, billing: Billing, now: Date): Promise<SubscriptionRow> {
  await expireSubscriptionCredits(tx, subscription, now);
  const periodNumber = subscription.periodNumber + 1;
  const updated = await updateSubscription(
    tx,
    subscription.id,
    {
      planId: plan.id,
      status: 'active',
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      periodNumber,
      cancelAtPeriodEnd: false,
      nextPlanId: null,
      provider: billing.provider,
      providerRef: billing.providerRef,
    },
    now,
  );
  if (plan.monthlyCredits > 0) {
    await appendLedgerEntry(
      tx,
      subscription.customerId,
      {
        kind: 'subscription_grant',
        reference: periodReference(subscription, periodNumber),
        description: `${plan.name} plan: monthly credits`,
        change: { type: 'add', pocket: 'subscription', amount: plan.monthlyCredits },
      },
      now,
    );
  }
  return updated;
}

export interface Activation {
  subscription: SubscriptionRow;
  /** The provider billing the customer for the plan this one replaced, to be stopped. */
  replacedProviderRef: string | null;
}

/** Puts the customer on `plan` from now on, with a fresh period (their first, or an upgrade). */
export async function activatePlan(tx: Tx, customerId: string, plan: PlanRow, billing: Billing, now: Date): Promise<Activation> {
  await lockCustomerBilling(tx, customerId);
  const existing =
    (await findSubscriptionByCustomer(tx, customerId)) ??
    (await insertSubscription(tx, { customerId, planId: plan.id, status: 'active', currentPeriodStart: now, currentPeriodEnd: now }));
  const replacedProviderRef = existing.providerRef && existing.providerRef !== billing.providerRef ? existing.providerRef : null;
  const subscription = await beginPeriod(tx, existing, plan, periodStartingAt(now), billing, now);
  return { subscription, replacedProviderRef };
}

/** Ends the subscription: its credits expire and the customer has no plan until they choose one. */
export async function endSubscription(tx: Tx, subscription: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  await expireSubscriptionCredits(tx, subscription, now);
  return updateSubscription(tx, subscription.id, { status: 'canceled', cancelAtPeriodEnd: false, nextPlanId: null, providerRef: null }, now);
}
