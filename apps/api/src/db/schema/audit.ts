import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { customers } from './accounts';

/** Every change an administrator makes: who, what, to which record, why, and the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    reason: text('reason'),
    details: jsonb('details').notNull().default({}),
    requestId: text('request_id'),
    createdAt: createdAt(),
    /** Insertion order: entries of one transaction share `created_at` (and PGlite's clock is coarse), so this breaks ties. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);
