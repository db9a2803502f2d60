import type { AuditEntry } from '@studio/contracts/audit';
import type { Paged, PageQuery } from '@studio/contracts/pagination';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { insertAuditEntry, listAuditEntries, type AuditRow } from './repo';

export interface AdminAction {
  actorId: string;
  /** What was done, as `<area>.<verb>`: `settings.update`, `order.transition`, `customer.credits`. */
  action: string;
  targetType: string;
  targetId?: string | null;
  reason?: string | null;
  /** The values before and after, or whatever else explains the change. */
  details?: Record<string, unknown>;
  requestId?: string | null;
}

/**
 * Records an administrator's action inside the caller's transaction, so the change and its history
 * are written together or not at all.
 */
export async function recordAdminAction(tx: Tx, action: AdminAction): Promise<AuditRow> {
  return insertAuditEntry(tx, {
    actorId: action.actorId,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId ?? null,
    reason: action.reason ?? null,
    details: action.details ?? {},
    requestId: action.requestId ?? null,
  });
}

export async function listAuditLog(context: AppContext, query: PageQuery): Promise<Paged<AuditEntry>> {
  const { rows, total } = await listAuditEntries(context.db, query.per_page, (query.page - 1) * query.per_page);
  return { items: rows.map(toAuditEntry), total, page: query.page, per_page: query.per_page };
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    reason: row.reason,
    details: (row.details ?? {}) as Record<string, unknown>,
    request_id: row.requestId,
    created_at: row.createdAt.toISOString(),
  };
}
