import { z } from 'zod';
import { pageQuerySchema } from './pagination';

/** Why an administrator makes a change: every back-office write carries one, and the audit log keeps it. */
export const reasonSchema = z.string().trim().min(3, { error: 'Give a reason of at least 3 characters' }).max(500);

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  /** The administrator's e-mail, for people reading the log. */
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * An entry about an account as its owner sees it in the data export: what happened and when, and
 * whether an administrator did it; not who (their e-mail), nor the internal reason they gave.
 */
export const accountEventSchema = auditEntrySchema.pick({ id: true, action: true, target_type: true, target_id: true, details: true, created_at: true }).extend({
  by_administrator: z.boolean(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

/** `GET /api/v1/admin/audit-log` filters: one record's trail (`target_type` + `target_id`), an action, an administrator. */
export const auditLogQuerySchema = pageQuerySchema.extend({
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(200).optional(),
  action: z.string().trim().max(60).optional(),
  actor_id: z.uuid({ error: 'actor_id must be an id' }).optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
