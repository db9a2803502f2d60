import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

/** pg-boss on the product's own database connection (PGlite or the PostgreSQL pool). */
export function createBoss(database: Database): PgBoss {
  return new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        values && values.length > 0 ? database.query(text, values) : database.exec(text),
    },
    schema: 'pgboss',
    // Keep maintenance light on the embedded database; finished jobs live on in our own `jobs` table.
    maintenanceIntervalSeconds: 300,
    archiveCompletedAfterSeconds: 3600,
  });
}
