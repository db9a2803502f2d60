import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: DbOrTx, values: NewAuditRow): Promise<AuditRow> {
  const [row] = await db.insert(auditLog).values(values).returning();
  return row!;
}

/** Newest first, one page. */
export async function listAuditEntries(db: DbOrTx, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset);
  const [counted] = await db.select({ total: count() }).from(auditLog);
  return { rows, total: counted?.total ?? 0 };
}
