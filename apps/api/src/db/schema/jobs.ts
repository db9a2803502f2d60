import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './accounts';

/** What users see of background work; pg-boss holds the queue itself. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The job definition's version when the job was enqueued. */
    kindVersion: integer('kind_version').notNull().default(1),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    payload: jsonb('payload'),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_customer_idx').on(t.customerId, t.createdAt), index('jobs_status_idx').on(t.status, t.updatedAt)],
);
