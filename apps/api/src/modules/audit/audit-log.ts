import type { AccountEvent, AuditEntry, AuditLogQuery } from '@studio/contracts/audit';
import type { Paged } from '@studio/contracts/pagination';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import { insertAuditEntry, listAuditEntries, type AuditRow } from './repo';

/** Who is acting in the back office, and in which request. */
export interface AdminActor {
  customerId: string;
  requestId?: string;
}

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

/**
 * Records something that happened to an account without an administrator (a code locked by wrong
 * tries): no actor, so the log shows it as done by the system, on the customer's trail.
 */
export async function recordAccountEvent(db: DbOrTx, event: { action: string; customerId: string; details?: Record<string, unknown> }): Promise<AuditRow> {
  return insertAuditEntry(db, { actorId: null, action: event.action, targetType: 'customer', targetId: event.customerId, reason: null, details: event.details ?? {}, requestId: null });
}

/** The administrator making a request. */
export const actorOf = (request: { customerId: string; id: string }): AdminActor => ({ customerId: request.customerId, requestId: request.id });

/** The who, why and which request of an audit row. */
export const auditBy = (actor: AdminActor, reason: string | null) => ({ actorId: actor.customerId, reason, requestId: actor.requestId ?? null });

/** The fields that changed, before and after, for the audit log. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>, after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T> };
}

/**
 * The e-mail of each of these accounts (id → e-mail); a deleted account is absent. Auth owns the e-mails
 * and builds on audit, so it is handed in by `app.ts`.
 */
export type AccountEmails = (context: AppContext, customerIds: readonly string[]) => Promise<Map<string, string>>;

/** One page of the log, newest first, with each administrator's e-mail for people reading it. */
export async function listAuditLog(context: AppContext, emailsOf: AccountEmails, query: AuditLogQuery): Promise<Paged<AuditEntry>> {
  const filter = { targetType: query.target_type, targetId: query.target_id, action: query.action, actorId: query.actor_id };
  const { rows, total } = await listAuditEntries(context.db, filter, query.per_page, (query.page - 1) * query.per_page);
  const emails = await emailsOf(context, rows.flatMap((row) => (row.actorId ? [row.actorId] : [])));
  return { items: rows.map((row) => toAuditEntry(row, row.actorId ? (emails.get(row.actorId) ?? null) : null)), total, page: query.page, per_page: query.per_page };
}

const TRAIL_PAGE = 500;

/** Every entry about one customer's account, newest first, for their data export: without the administrator's e-mail or internal reason. */
export async function listEntriesAboutCustomer(context: AppContext, customerId: string): Promise<AccountEvent[]> {
  const entries: AccountEvent[] = [];
  for (let offset = 0; ; offset += TRAIL_PAGE) {
    const { rows } = await listAuditEntries(context.db, { targetType: 'customer', targetId: customerId }, TRAIL_PAGE, offset);
    entries.push(
      ...rows.map((row) => ({
        id: row.id,
        action: row.action,
        target_type: row.targetType,
        target_id: row.targetId,
        details: (row.details ?? {}) as Record<string, unknown>,
        created_at: row.createdAt.toISOString(),
        by_administrator: row.actorId !== null,
      })),
    );
    if (rows.length < TRAIL_PAGE) return entries;
  }
}

function toAuditEntry(row: AuditRow, actorEmail: string | null): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_email: actorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    reason: row.reason,
    details: (row.details ?? {}) as Record<string, unknown>,
    request_id: row.requestId,
    created_at: row.createdAt.toISOString(),
  };
}
