import type { Plan } from '@studio/contracts/billing';
import type { Subscription } from '@studio/contracts/billing';
import type { PlanRelation } from '../components/plan-card';

/** The button a plan card offers, given the customer's subscription (none when signed out or without a plan). */
export function planRelation(plan: Plan, subscription: Subscription | null, plans: Plan[]): PlanRelation {
  if (!subscription?.plan_id) return 'choose';
  if (subscription.next_plan?.id === plan.id) return 'scheduled';
  if (subscription.plan_id === plan.id) return subscription.cancel_at_period_end || subscription.next_plan ? 'resume' : 'current';
  const current = plans.find((candidate) => candidate.id === subscription.plan_id);
  return current && plan.price_cents <= current.price_cents ? 'switch' : 'upgrade';
}
