import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { CURRENT_STATUSES, type SubscriptionRow } from './repo';

/** Current subscriptions per plan, one aggregate. */
export async function countCurrentByPlan(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ planId: subscriptions.planId, total: count() })
    .from(subscriptions)
    .where(inArray(subscriptions.status, [...CURRENT_STATUSES]))
    .groupBy(subscriptions.planId);
  return new Map(rows.map((row) => [row.planId, row.total]));
}

/**
 * Marks every current subscription on `planId` (or switching to it) to end at its period end, and drops
 * a scheduled switch to it. Returns the rows as they were, for the provider calls and the audit.
 */
export async function endAtPeriodEndOnPlan(db: DbOrTx, planId: string, now: Date): Promise<SubscriptionRow[]> {
  const onPlan = and(inArray(subscriptions.status, [...CURRENT_STATUSES]), or(eq(subscriptions.planId, planId), eq(subscriptions.nextPlanId, planId)));
  const affected = await db.select().from(subscriptions).where(onPlan).for('update');
  if (affected.length === 0) return [];
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, nextPlanId: null, updatedAt: now })
    .where(inArray(subscriptions.id, affected.map((row) => row.id)));
  return affected;
}

/** The current plan of each of these customers that has one (the others are on the free plan). */
export async function listCurrentPlansOf(db: DbOrTx, customerIds: readonly string[]): Promise<Array<{ customerId: string; planId: string }>> {
  if (customerIds.length === 0) return [];
  return db
    .select({ customerId: subscriptions.customerId, planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.customerId, [...customerIds]), inArray(subscriptions.status, [...CURRENT_STATUSES])));
}
