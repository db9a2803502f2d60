import type { SubscribeResponse } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { lockCustomerBilling } from '../payments/billing-lock';
import { callPaymentProvider } from '../payments/provider';
import { startPayment } from '../payments/start-payment';
import { isFreePlan } from '../plans/plan-view';
import { findPlan, type PlanRow } from '../plans/service';
import { activatePlan } from './periods';
import { findSubscriptionByCustomer, isCurrent, updateSubscription, type SubscriptionRow } from './repo';
import { describeSubscription, formatDay, planOf } from './service';

/**
 * Chooses a plan. Free starts at once; a dearer plan is paid at checkout and starts when paid (an upgrade
 * starts a new period); a cheaper one takes over at the end of the period already paid for.
 */
export async function subscribe(context: AppContext, customerId: string, planId: string, returnPath: string): Promise<SubscribeResponse> {
  const plan = isUuid(planId) ? await findPlan(context.db, planId) : undefined;
  if (!plan?.isActive) throw notFound('Plan');
  const current = await findSubscriptionByCustomer(context.db, customerId);
  if (!isCurrent(current)) return isFreePlan(plan) ? activateFreePlan(context, customerId, plan) : payForPlan(context, customerId, plan, returnPath);

  const currentPlan = await planOf(context.db, current);
  if (currentPlan.id === plan.id) return keepPlan(context, current, plan);
  if (plan.priceCents > currentPlan.priceCents) return payForPlan(context, customerId, plan, returnPath);
  return scheduleSwitch(context, current, currentPlan, plan);
}

async function activateFreePlan(context: AppContext, customerId: string, plan: PlanRow): Promise<SubscribeResponse> {
  const activation = await context.db.transaction(async (tx) => {
    await lockCustomerBilling(tx, customerId);
    // Someone (another tab) may have chosen a plan since we looked.
    if (isCurrent(await findSubscriptionByCustomer(tx, customerId))) throw conflict('You already have a plan', 'plan_already_chosen');
    return activatePlan(tx, customerId, plan, { provider: null, providerRef: null }, context.clock.now());
  });
  return {
    outcome: 'activated',
    message: `Your ${plan.name} plan is active.`,
    subscription: await describeSubscription(context.db, activation.subscription),
    payment_id: null,
    checkout_url: null,
  };
}

async function payForPlan(context: AppContext, customerId: string, plan: PlanRow, returnPath: string): Promise<SubscribeResponse> {
  const started = await startPayment(context, {
    customerId,
    purpose: 'subscription',
    description: `${plan.name} plan: monthly subscription`,
    amountCents: plan.priceCents,
    currency: plan.currency,
    planId: plan.id,
    returnPath,
  });
  return { outcome: 'payment_required', message: `Complete the payment to start your ${plan.name} plan.`, subscription: null, ...started };
}

/** Choosing the plan you are on undoes a pending cancellation or switch; otherwise there is nothing to do. */
async function keepPlan(context: AppContext, current: SubscriptionRow, plan: PlanRow): Promise<SubscribeResponse> {
  if (!current.cancelAtPeriodEnd && !current.nextPlanId) throw conflict(`You are already on the ${plan.name} plan`, 'already_on_plan');
  const { providerRef } = current;
  if (providerRef) {
    const nextPlan = current.nextPlanId ? await findPlan(context.db, current.nextPlanId) : undefined;
    await callPaymentProvider(context, 'resume the plan', (provider) =>
      nextPlan && !isFreePlan(nextPlan)
        ? provider.changeRecurringPrice(providerRef, { name: plan.name, amountCents: plan.priceCents, currency: plan.currency })
        : provider.setCancelAtPeriodEnd(providerRef, false),
    );
  }
  const updated = await updateScheduled(context, current, { cancelAtPeriodEnd: false, nextPlanId: null });
  return {
    outcome: 'activated',
    message: `Your ${plan.name} plan continues after ${formatDay(current.currentPeriodEnd)}.`,
    subscription: await describeSubscription(context.db, updated),
    payment_id: null,
    checkout_url: null,
  };
}

async function scheduleSwitch(context: AppContext, current: SubscriptionRow, currentPlan: PlanRow, target: PlanRow): Promise<SubscribeResponse> {
  const { providerRef } = current;
  if (providerRef) {
    await callPaymentProvider(context, 'schedule the plan change', (provider) =>
      isFreePlan(target)
        ? provider.setCancelAtPeriodEnd(providerRef, true)
        : provider.changeRecurringPrice(providerRef, { name: target.name, amountCents: target.priceCents, currency: target.currency }),
    );
  }
  const updated = await updateScheduled(context, current, { cancelAtPeriodEnd: false, nextPlanId: target.id });
  return {
    outcome: 'scheduled',
    message: `You keep ${currentPlan.name} until ${formatDay(current.currentPeriodEnd)}, then move to ${target.name}.`,
    subscription: await describeSubscription(context.db, updated),
    payment_id: null,
    checkout_url: null,
  };
}

function updateScheduled(context: AppContext, current: SubscriptionRow, changes: Pick<SubscriptionRow, 'cancelAtPeriodEnd' | 'nextPlanId'>) {
  return context.db.transaction(async (tx) => {
    await lockCustomerBilling(tx, current.customerId);
    return updateSubscription(tx, current.id, changes, context.clock.now());
  });
}
