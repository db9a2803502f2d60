import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
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
    /** The pg-boss job that runs it (the same id across retries). */
    queueJobId: uuid('queue_job_id'),
    /** Written by the running worker every few seconds; a running job silent for long had its worker die. */
    heartbeatAt: at('heartbeat_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_customer_idx').on(t.customerId, t.createdAt), index('jobs_status_idx').on(t.status, t.updatedAt)],
);
