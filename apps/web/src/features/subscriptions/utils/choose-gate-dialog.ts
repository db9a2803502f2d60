import type { SubscriptionStatus } from '@studio/contracts/billing';
import { isFreePlan, type SubscriptionFacts } from './plan-rules';

export type GateDialog = 'select-plan' | 'free-plan' | null;

/** Spec §4: ask for a plan when the server says so; otherwise welcome a free plan once per browser. */
export function chooseGateDialog(
  status: SubscriptionStatus | null,
  subscription: SubscriptionFacts | null,
  hasSeenFreePlanDialog: boolean,
): GateDialog {
  if (status?.needs_plan_selection) return 'select-plan';
  if (isFreePlan(subscription) && !hasSeenFreePlanDialog) return 'free-plan';
  return null;
}
