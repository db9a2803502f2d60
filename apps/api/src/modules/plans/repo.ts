import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

export async function listActivePlans(db: DbOrTx): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder), asc(plans.priceCents));
}

export async function findPlanById(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** These plans, retired ones too, in the catalogue's order. */
export async function listPlansByIds(db: DbOrTx, ids: readonly string[]): Promise<PlanRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(plans).where(inArray(plans.id, [...ids])).orderBy(asc(plans.sortOrder), asc(plans.priceCents));
}

/** The plan a customer without a subscription is treated as being on. */
export async function findFreePlan(db: DbOrTx): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.type, 'free'), eq(plans.isActive, true)))
    .orderBy(asc(plans.sortOrder))
    .limit(1);
  return row;
}

export async function listActivePaidPlans(db: DbOrTx): Promise<PlanRow[]> {
  return db.select().from(plans).where(and(eq(plans.isActive, true), gt(plans.priceCents, 0))).orderBy(asc(plans.sortOrder), asc(plans.priceCents));
}
