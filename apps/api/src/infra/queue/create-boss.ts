import PgBoss from 'pg-boss';
import pgBossPlans from 'pg-boss/src/plans.js';
import type { Database } from '../../db/client';
import { InFlight } from '../../lib/in-flight';
import { JobOutcomeNotRecordedError } from './job-outcome-not-recorded';

/**
 * Processes starting together on a new database (an API and its workers) would each install the
 * queue's schema and create the same queues at once, and PostgreSQL ends some of them with a deadlock
 * or a duplicate schema. They take turns on this advisory lock ("queu" in ASCII) instead.
 */
export const QUEUE_SETUP_LOCK_ID = 0x71756575;

export const QUEUE_SCHEMA = 'pgboss';

/** pg-boss's statements recording a finished job (exactly as it sends them), by the outcome they record. */
const OUTCOME_STATEMENTS = new Map<string, JobOutcomeNotRecordedError['outcome']>([
  [pgBossPlans.completeJobs(QUEUE_SCHEMA), 'completed'],
  [pgBossPlans.failJobsById(QUEUE_SCHEMA), 'failed'],
]);

/** Their failure, named: pg-boss sends them without awaiting, so the process's fault handler must tell it from a real fault (ADR 026). */
function namedFailure(text: string, values: unknown[] | undefined, error: unknown): unknown {
  const outcome = OUTCOME_STATEMENTS.get(text);
  if (!outcome || !values) return error;
  const [queue, queueJobIds] = values as [string, string[]];
  return new JobOutcomeNotRecordedError(outcome, queue, queueJobIds, error);
}

/**
 * pg-boss on the product's own database connection (PGlite or the PostgreSQL pool). Its queries are
 * counted in `queries`, so shutdown can let a fetch already sent come back before closing.
 */
export function createBoss(database: Database, queries = new InFlight()): PgBoss {
  const executeSql = async (text: string, values?: unknown[]) => {
    try {
      return await (values && values.length > 0 ? database.query(text, values) : database.exec(text));
    } catch (error) {
      throw namedFailure(text, values, error);
    }
  };
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => queries.track(executeSql(text, values)) },
    schema: QUEUE_SCHEMA,
    // Keep maintenance light on the embedded database; finished jobs live on in our own `jobs` table.
    maintenanceIntervalSeconds: 300,
    archiveCompletedAfterSeconds: 3600,
  });
}
