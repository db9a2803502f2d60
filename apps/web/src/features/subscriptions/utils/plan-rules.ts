import type { Subscription } from '../types';

const FREE_PLAN_NAMES = new Set(['free', 'Free']);

/** Spec §4: free when there is no subscription, or when the plan type or name is free or Free. */
export function isFreePlan(subscription: Subscription | null | undefined): boolean {
  if (!subscription) return true;
  const { plan } = subscription;
  return FREE_PLAN_NAMES.has(plan?.type ?? '') || FREE_PLAN_NAMES.has(plan?.name ?? '');
}

/** Spec §4: a subscription is active when its status is active. */
export function isSubscriptionActive(subscription: Subscription | null | undefined): boolean {
  return subscription?.status === 'active';
}
