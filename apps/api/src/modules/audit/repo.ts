import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
  action?: string;
  actorId?: string;
}

export async function insertAuditEntry(db: DbOrTx, values: NewAuditRow): Promise<AuditRow> {
  const [row] = await db.insert(auditLog).values(values).returning();
  return row!;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions = [
    filter.targetType !== undefined ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId !== undefined ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.action !== undefined ? eq(auditLog.action, filter.action) : undefined,
    filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first, one page. */
export async function listAuditEntries(db: DbOrTx, filter: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows, total: counted?.total ?? 0 };
}
