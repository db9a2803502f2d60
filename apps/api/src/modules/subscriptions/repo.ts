import { and, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChanges = Partial<Omit<SubscriptionRow, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>>;

/** Statuses in which the customer still has their plan. */
export const CURRENT_STATUSES = ['active', 'past_due'] as const;

export async function findSubscriptionByCustomer(db: DbOrTx, customerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
  return row;
}

export async function findSubscriptionByProviderRef(db: DbOrTx, providerRef: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerRef, providerRef));
  return row;
}

export async function insertSubscription(
  db: DbOrTx,
  values: Pick<SubscriptionRow, 'customerId' | 'planId' | 'status' | 'currentPeriodStart' | 'currentPeriodEnd'>,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(db: DbOrTx, id: string, changes: SubscriptionChanges, now: Date): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set({ ...changes, updatedAt: now }).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/** Subscriptions whose period has ended by `now`. */
export async function listDueSubscriptionIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, [...CURRENT_STATUSES]), lte(subscriptions.currentPeriodEnd, now)))
    .orderBy(subscriptions.currentPeriodEnd)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findSubscriptionById(db: DbOrTx, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export const isCurrent = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  !!row && (CURRENT_STATUSES as readonly string[]).includes(row.status);
