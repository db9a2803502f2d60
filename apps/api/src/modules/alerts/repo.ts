import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminAlerts } from '../../db/schema';

export type AdminAlertRow = typeof adminAlerts.$inferSelect;
export type NewAdminAlertRow = typeof adminAlerts.$inferInsert;

/** Opens the alert unless there is one for the same thing; undefined means there was. */
export async function insertAlertOnce(db: DbOrTx, values: NewAdminAlertRow): Promise<AdminAlertRow | undefined> {
  const [row] = await db.insert(adminAlerts).values(values).onConflictDoNothing({ target: [adminAlerts.kind, adminAlerts.reference] }).returning();
  return row;
}

/** Opens a resolved alert again with what is wrong now; undefined when it was still open. */
export async function reopenAlert(db: DbOrTx, values: NewAdminAlertRow): Promise<AdminAlertRow | undefined> {
  const [row] = await db
    .update(adminAlerts)
    .set({ subject: values.subject, detail: values.detail, createdAt: values.createdAt, resolvedAt: null })
    .where(and(eq(adminAlerts.kind, values.kind), eq(adminAlerts.reference, values.reference), isNotNull(adminAlerts.resolvedAt)))
    .returning();
  return row;
}

/** Keeps an open alert's words current (the latest error). */
export async function updateOpenAlert(db: DbOrTx, values: Pick<NewAdminAlertRow, 'kind' | 'reference' | 'detail'>): Promise<void> {
  await db
    .update(adminAlerts)
    .set({ detail: values.detail })
    .where(and(eq(adminAlerts.kind, values.kind), eq(adminAlerts.reference, values.reference), isNull(adminAlerts.resolvedAt)));
}

export async function resolveAlerts(db: DbOrTx, kind: string, reference: string, at: Date): Promise<void> {
  await db.update(adminAlerts).set({ resolvedAt: at }).where(and(eq(adminAlerts.kind, kind), eq(adminAlerts.reference, reference), isNull(adminAlerts.resolvedAt)));
}

export async function listOpenAlerts(db: DbOrTx, limit: number): Promise<AdminAlertRow[]> {
  return db.select().from(adminAlerts).where(isNull(adminAlerts.resolvedAt)).orderBy(desc(adminAlerts.createdAt)).limit(limit);
}
