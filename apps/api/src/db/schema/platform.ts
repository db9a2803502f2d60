import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, updatedAt } from './columns';

/** Fixed-window counters shared by every API replica. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Something an administrator must look at (a refund that keeps failing, an order the printer refused):
 * shown on the admin dashboard until resolved, and e-mailed once when raised. One open alert per thing.
 */
export const adminAlerts = pgTable(
  'admin_alerts',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** What it is about (a payment or order id), so the same trouble raises one alert. */
    reference: text('reference').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail').notNull(),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [uniqueIndex('admin_alerts_reference_idx').on(t.kind, t.reference), index('admin_alerts_open_idx').on(t.resolvedAt, t.createdAt)],
);
