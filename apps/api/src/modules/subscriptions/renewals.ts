import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { lockCustomerBilling } from '../payments/billing-lock';
import { paymentProvider } from '../payments/provider';
import { recordPaidPayment, recordPaidPaymentOnce } from '../payments/record-paid-payment';
import { isFreePlan } from '../plans/plan-view';
import { findPlan, type PlanRow } from '../plans/service';
import { nextPeriodCovering } from './period-math';
import { beginPeriod, endSubscription, expireSubscriptionCredits } from './periods';
import { findSubscriptionById, findSubscriptionByProviderRef, isCurrent, listDueSubscriptionIds, updateSubscription, type SubscriptionRow } from './repo';

export type RenewalResult = 'renewed' | 'ended' | 'awaiting_payment' | 'skipped';

const BATCH = 100;

/**
 * Moves every subscription whose period has ended (by the context clock) into its next period, or ends
 * it. Safe to run anywhere, any number of times at once: each subscription is re-checked under its lock.
 */
export async function renewDueSubscriptions(context: AppContext): Promise<Record<RenewalResult, number>> {
  const counts: Record<RenewalResult, number> = { renewed: 0, ended: 0, awaiting_payment: 0, skipped: 0 };
  const seen = new Set<string>();
  for (;;) {
    const ids = (await listDueSubscriptionIds(context.db, context.clock.now(), BATCH + seen.size)).filter((id) => !seen.has(id));
    if (ids.length === 0) return counts;
    for (const id of ids) {
      seen.add(id);
      try {
        counts[await renewSubscription(context, id)]++;
      } catch (error) {
        context.log.error({ err: error, subscriptionId: id }, 'subscription renewal failed; retried on the next run');
      }
    }
  }
}

export async function renewSubscription(context: AppContext, subscriptionId: string): Promise<RenewalResult> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const peek = await findSubscriptionById(tx, subscriptionId);
    if (!peek) return 'skipped';
    await lockCustomerBilling(tx, peek.customerId);
    const subscription = await findSubscriptionById(tx, subscriptionId);
    if (!isCurrent(subscription) || subscription.currentPeriodEnd > now) return 'skipped';
    if (subscription.cancelAtPeriodEnd) {
      await endSubscription(tx, subscription, now);
      return 'ended';
    }
    const plan = await nextPlanOf(tx, subscription);
    if (!plan.isActive && !isFreePlan(plan)) {
      // Retired while this period ran: it carried on to here, and stops now.
      await endSubscription(tx, subscription, now);
      return 'ended';
    }
    const period = nextPeriodCovering(subscription.currentPeriodEnd, now);
    if (isFreePlan(plan)) {
      await beginPeriod(tx, subscription, plan, period, { provider: null, providerRef: null }, now);
      return 'renewed';
    }
    if (subscription.status === 'past_due') return 'awaiting_payment';

    // Both adapters answer without network I/O here (Stripe bills by itself), so holding the lock is fine.
    const provider = paymentProvider(context);
    const outcome = await provider.chargeRenewal({
      recurringRef: subscription.providerRef,
      amountCents: plan.priceCents,
      currency: plan.currency,
      description: renewalDescription(plan),
    });
    if (outcome === 'paid') {
      await recordPaidPayment(tx, { ...renewalPayment(subscription, plan), provider: provider.name }, now);
      await beginPeriod(tx, subscription, plan, period, { provider: provider.name, providerRef: subscription.providerRef }, now);
      return 'renewed';
    }
    if (outcome === 'pending') {
      await expireSubscriptionCredits(tx, subscription, now);
      await updateSubscription(tx, subscription.id, { status: 'past_due' }, now);
      return 'awaiting_payment';
    }
    await endSubscription(tx, subscription, now);
    return 'ended';
  });
}

/** The provider billed the next period by itself (Stripe invoice.paid); once per invoice. */
export async function recordProviderRenewal(
  context: AppContext,
  renewal: { recurringRef: string; invoiceRef: string; amountCents: number; currency: string },
): Promise<RenewalResult> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const peek = await findSubscriptionByProviderRef(tx, renewal.recurringRef);
    if (!peek) return 'skipped';
    await lockCustomerBilling(tx, peek.customerId);
    const subscription = await findSubscriptionById(tx, peek.id);
    if (!isCurrent(subscription) || subscription.providerRef !== renewal.recurringRef) return 'skipped';
    const plan = await nextPlanOf(tx, subscription);
    const payment = await recordPaidPaymentOnce(
      tx,
      { ...renewalPayment(subscription, plan), amountCents: renewal.amountCents, currency: renewal.currency, provider: 'stripe', providerRef: renewal.invoiceRef },
      now,
    );
    if (!payment) return 'skipped';
    const period = nextPeriodCovering(subscription.currentPeriodEnd, subscription.currentPeriodEnd > now ? subscription.currentPeriodEnd : now);
    await beginPeriod(tx, subscription, plan, period, { provider: 'stripe', providerRef: renewal.recurringRef }, now);
    return 'renewed';
  });
}

/** The provider stopped billing (Stripe deleted its subscription). A switch to a free plan at period end goes on. */
export async function endProviderSubscription(context: AppContext, recurringRef: string): Promise<RenewalResult> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const peek = await findSubscriptionByProviderRef(tx, recurringRef);
    if (!peek) return 'skipped';
    await lockCustomerBilling(tx, peek.customerId);
    const subscription = await findSubscriptionById(tx, peek.id);
    if (!isCurrent(subscription) || subscription.providerRef !== recurringRef || subscription.nextPlanId) return 'skipped';
    await endSubscription(tx, subscription, now);
    return 'ended';
  });
}

async function nextPlanOf(tx: Tx, subscription: SubscriptionRow): Promise<PlanRow> {
  const plan = await findPlan(tx, subscription.nextPlanId ?? subscription.planId);
  if (!plan) throw new Error(`Subscription ${subscription.id} names a missing plan`);
  return plan;
}

const renewalDescription = (plan: PlanRow) => `${plan.name} plan: monthly renewal`;

function renewalPayment(subscription: SubscriptionRow, plan: PlanRow) {
  return {
    customerId: subscription.customerId,
    purpose: 'subscription_renewal' as const,
    description: renewalDescription(plan),
    amountCents: plan.priceCents,
    currency: plan.currency,
    planId: plan.id,
  };
}
