import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { InFlight } from '../../lib/in-flight';

/**
 * Processes starting together on a new database (an API and its workers) would each install the
 * queue's schema and create the same queues at once, and PostgreSQL ends some of them with a deadlock
 * or a duplicate schema. They take turns on this advisory lock ("queu" in ASCII) instead.
 */
export const QUEUE_SETUP_LOCK_ID = 0x71756575;

/**
 * pg-boss on the product's own database connection (PGlite or the PostgreSQL pool). Its queries are
 * counted in `queries`, so shutdown can let a fetch already sent come back before closing.
 */
export function createBoss(database: Database, queries = new InFlight()): PgBoss {
  const executeSql = (text: string, values?: unknown[]) =>
    values && values.length > 0 ? database.query(text, values) : database.exec(text);
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => queries.track(executeSql(text, values)) },
    schema: 'pgboss',
    // Keep maintenance light on the embedded database; finished jobs live on in our own `jobs` table.
    maintenanceIntervalSeconds: 300,
    archiveCompletedAfterSeconds: 3600,
  });
}
