/**
 * Shapes of the subscription endpoints (spec §3). Issue 4 owns the API; when its zod schemas land
 * in packages/contracts these types should be replaced by `z.infer` of them.
 */
export interface SubscriptionPlan {
  type?: string | null;
  name?: string | null;
}

export interface Subscription {
  plan?: SubscriptionPlan | null;
  plan_id?: string | null;
  plan_name?: string | null;
  status?: string | null;
  current_credits?: number | null;
  current_period_end?: string | null;
  cancel_at_period_end?: boolean | null;
  /** A downgrade that takes over at period end. */
  next_plan?: { id: string; type: string; name: string } | null;
}

export interface SubscriptionStatus {
  has_plan: boolean;
  is_free_plan: boolean;
  needs_plan_selection: boolean;
}
