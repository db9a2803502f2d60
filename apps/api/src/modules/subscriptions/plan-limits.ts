import type { StoryLength } from '@studio/contracts/stories';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../errors/app-error';
import { findPlan, findTheFreePlan, listPaidPlans, type PlanRow } from '../plans/service';
import { findSubscriptionByCustomer, isCurrent } from './repo';

export type PlanFeature = { feature: 'custom_images' } | { feature: 'story_length'; value: StoryLength };

/** The plan whose limits apply: the subscription's while it is current, else the free plan. */
export async function getEffectivePlan(context: AppContext, customerId: string): Promise<PlanRow | undefined> {
  const subscription = await findSubscriptionByCustomer(context.db, customerId);
  if (isCurrent(subscription)) return findPlan(context.db, subscription.planId);
  return findTheFreePlan(context.db);
}

const allows = (plan: PlanRow, request: PlanFeature) =>
  request.feature === 'custom_images' ? plan.allowCustomImages : plan.allowedStoryLengths.includes(request.value);

/**
 * Throws 403 when the customer's plan does not include `request`; the detail names the plans that do.
 * Stories and books call this before doing the work.
 */
export async function assertPlanAllows(context: AppContext, customerId: string, request: PlanFeature): Promise<void> {
  const plan = await getEffectivePlan(context, customerId);
  if (plan && allows(plan, request)) return;
  const upgrades = (await listPaidPlans(context.db)).filter((candidate) => allows(candidate, request)).map((candidate) => candidate.name);
  const what = request.feature === 'custom_images' ? 'Custom character images are' : `${capitalise(request.value)} stories are`;
  const detail = upgrades.length > 0
    ? `${what} available on the ${joinNames(upgrades)} ${upgrades.length === 1 ? 'plan' : 'plans'}. Upgrade to use them.`
    : `${what} not available on your plan.`;
  throw forbidden(detail, 'plan_upgrade_required');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Pro", "Pro and Premium", "Pro, Premium and Family". */
export function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
