import type { Subscription } from '@studio/contracts/billing';

/** The parts of a subscription the spec's rules read; the rules hold for partial data too (spec §4). */
export type SubscriptionFacts = { plan?: { type?: string | null; name?: string | null } | null; status?: Subscription['status'] | (string & {}) | null };

const FREE_PLAN_NAMES = new Set(['free', 'Free']);

/** Spec §4: free when there is no subscription, or when the plan type or name is free or Free. */
export function isFreePlan(subscription: SubscriptionFacts | null | undefined): boolean {
  if (!subscription) return true;
  const { plan } = subscription;
  return FREE_PLAN_NAMES.has(plan?.type ?? '') || FREE_PLAN_NAMES.has(plan?.name ?? '');
}

/** Spec §4: a subscription is active when its status is active. */
export function isSubscriptionActive(subscription: SubscriptionFacts | null | undefined): boolean {
  return subscription?.status === 'active';
}
