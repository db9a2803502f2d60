import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plans } from '../../db/schema';
import type { PlanRow } from './repo';

export type NewPlanRow = typeof plans.$inferInsert;

/** Every plan, retired ones included, in the order the pricing page shows them. */
export async function listAllPlans(db: DbOrTx, limit: number, offset: number): Promise<{ rows: PlanRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.priceCents), asc(plans.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(plans),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function lockPlan(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).for('update');
  return row;
}

export async function insertPlan(db: DbOrTx, values: NewPlanRow): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  return row!;
}

export async function updatePlanRow(db: DbOrTx, id: string, values: Partial<NewPlanRow>): Promise<PlanRow> {
  const [row] = await db.update(plans).set(values).where(eq(plans.id, id)).returning();
  return row!;
}
