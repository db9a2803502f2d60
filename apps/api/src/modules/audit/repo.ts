import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, customers } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditRowWithActor = AuditRow & { actorEmail: string | null };

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

/** Newest first, one page, with the administrator's e-mail for people reading it. */
export async function listAuditEntries(
  db: DbOrTx,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRowWithActor[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select({ entry: auditLog, actorEmail: customers.email })
    .from(auditLog)
    .leftJoin(customers, eq(customers.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows: rows.map(({ entry, actorEmail }) => ({ ...entry, actorEmail })), total: counted?.total ?? 0 };
}
