import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { paymentProvider } from '../payments/provider';
import type { PlanSubscribers } from '../plans/admin-plans';
import { plansByIds, type PlanRow } from '../plans/service';
import { countCurrentByPlan, endAtPeriodEndOnPlan, listCurrentPlansOf } from './plan-subscribers-repo';

/** Each customer's current plan name (customer id → name); customers without one are on the free plan. */
export async function currentPlanNames(context: AppContext, customerIds: readonly string[]): Promise<Map<string, string>> {
  const current = await listCurrentPlansOf(context.db, customerIds);
  const names = new Map((await plansByIds(context.db, [...new Set(current.map((row) => row.planId))])).map((plan) => [plan.id, plan.name]));
  return new Map(current.flatMap((row) => (names.has(row.planId) ? [[row.customerId, names.get(row.planId)!] as const] : [])));
}

/** Current subscriptions per plan with the plan's name and type, in the catalogue's order, for the dashboard. */
export async function subscriptionsByPlan(context: AppContext): Promise<Array<{ planId: string; planName: string; planType: PlanRow['type']; count: number }>> {
  const counts = await countCurrentByPlan(context.db);
  return (await plansByIds(context.db, [...counts.keys()])).map((plan) => ({ planId: plan.id, planName: plan.name, planType: plan.type, count: counts.get(plan.id)! }));
}

/** How many current subscriptions each plan has (plan id → count). */
const countSubscribersByPlan = (context: AppContext): Promise<Map<string, number>> => countCurrentByPlan(context.db);

/**
 * A retired plan takes no new subscriptions; the current ones carry on to their period end and then
 * stop, as a cancellation would (the customer sees the end date on their plan). Runs in the caller's
 * transaction; the ids it returns are those the payment provider bills by itself, to be told after commit.
 */
async function endSubscriptionsOfRetiredPlan(tx: Tx, planId: string, now: Date): Promise<{ ended: number; providerRefs: string[] }> {
  const affected = await endAtPeriodEndOnPlan(tx, planId, now);
  return {
    ended: affected.length,
    providerRefs: affected.flatMap((row) => (row.providerRef && row.planId === planId ? [row.providerRef] : [])),
  };
}

/** Tells the payment provider not to bill these subscriptions again; one failure does not stop the rest (each is logged). */
async function stopProviderBilling(context: AppContext, providerRefs: string[]): Promise<void> {
  const provider = paymentProvider(context);
  for (const ref of providerRefs) {
    try {
      await provider.setCancelAtPeriodEnd(ref, true);
    } catch (error) {
      context.log.error({ err: error, providerRef: ref }, 'could not tell the payment provider to stop a retired plan; the renewal check ends it instead');
    }
  }
}

/** The subscribers of each plan, as the admin plan pages ask for them (wired in `app.ts`). */
export const planSubscribers: PlanSubscribers = {
  countByPlan: countSubscribersByPlan,
  endOnRetiredPlan: endSubscriptionsOfRetiredPlan,
  stopProviderBilling,
};
