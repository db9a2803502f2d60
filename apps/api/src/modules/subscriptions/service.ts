import type { CancelResponse, Subscription, SubscriptionStatus } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict } from '../../errors/app-error';
import { spendableCredits } from '../credits/balance';
import { lockCustomerBilling } from '../payments/billing-lock';
import { callPaymentProvider } from '../payments/provider';
import { isFreePlan } from '../plans/plan-view';
import { findPlan, type PlanRow } from '../plans/service';
import { findSubscriptionByCustomer, isCurrent, updateSubscription, type SubscriptionRow } from './repo';
import { toSubscription } from './subscription-view';

export const noSubscription = () => new AppError('not_found', 404, 'No subscription');

export const formatDay = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export async function planOf(db: DbOrTx, row: SubscriptionRow): Promise<PlanRow> {
  const plan = await findPlan(db, row.planId);
  if (!plan) throw new Error(`Subscription ${row.id} names a missing plan`);
  return plan;
}

export async function describeSubscription(db: DbOrTx, row: SubscriptionRow): Promise<Subscription> {
  const nextPlan = row.nextPlanId ? await findPlan(db, row.nextPlanId) : undefined;
  const balance = await spendableCredits(db, row.customerId);
  return toSubscription(row, await planOf(db, row), nextPlan, balance);
}

/** The customer's subscription while it gives them a plan; 404 "No subscription" otherwise. */
export async function getSubscription(context: AppContext, customerId: string): Promise<Subscription> {
  const row = await findSubscriptionByCustomer(context.db, customerId);
  if (!isCurrent(row)) throw noSubscription();
  return describeSubscription(context.db, row);
}

export async function getSubscriptionStatus(context: AppContext, customerId: string): Promise<SubscriptionStatus> {
  const row = await findSubscriptionByCustomer(context.db, customerId);
  if (!isCurrent(row)) return { has_plan: false, is_free_plan: true, needs_plan_selection: true };
  const plan = await planOf(context.db, row);
  return { has_plan: true, is_free_plan: plan.type === 'free' || isFreePlan(plan), needs_plan_selection: false };
}

/** Cancels at period end: the plan and its credits stay until then, and it does not renew. */
export async function cancelSubscription(context: AppContext, customerId: string): Promise<CancelResponse> {
  const row = await findSubscriptionByCustomer(context.db, customerId);
  if (!isCurrent(row)) throw noSubscription();
  if (row.cancelAtPeriodEnd) {
    throw conflict(`Your subscription is already cancelled and ends on ${formatDay(row.currentPeriodEnd)}`, 'already_cancelled');
  }
  const { providerRef } = row;
  if (providerRef) await callPaymentProvider(context, 'cancel at period end', (provider) => provider.setCancelAtPeriodEnd(providerRef, true));
  const updated = await context.db.transaction(async (tx) => {
    await lockCustomerBilling(tx, customerId);
    return updateSubscription(tx, row.id, { cancelAtPeriodEnd: true, nextPlanId: null }, context.clock.now());
  });
  const subscription = await describeSubscription(context.db, updated);
  return {
    message: `Your ${subscription.plan_name} plan is cancelled. It stays active until ${formatDay(updated.currentPeriodEnd)}.`,
    subscription,
  };
}
