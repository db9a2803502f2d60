import type { Subscription } from '@studio/contracts/billing';
import type { PlanRow } from '../plans/service';
import type { SubscriptionRow } from './repo';

export function toSubscription(row: SubscriptionRow, plan: PlanRow, nextPlan: PlanRow | undefined, currentCredits: number): Subscription {
  return {
    id: row.id,
    plan: { type: plan.type, name: plan.name },
    plan_id: plan.id,
    plan_name: plan.name,
    status: row.status,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    next_plan: nextPlan ? { id: nextPlan.id, type: nextPlan.type, name: nextPlan.name } : null,
    current_credits: currentCredits,
  };
}
