import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import PgBoss from 'pg-boss';
import { QUEUE_SCHEMA } from '../../src/infra/queue/create-boss';

const MIGRATIONS = join(import.meta.dirname, '../../src/db/migrations');

/** A short digest of the committed migrations: a template made from other migrations is never reused. */
export function migrationsDigest(): string {
  const digest = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).sort()) digest.update(name).update(readFileSync(join(MIGRATIONS, name)));
  return digest.digest('hex').slice(0, 16);
}

/**
 * Our schema and pg-boss's, as a product's first start leaves them. pg-boss's own statements, not a
 * started pg-boss: a stopped one's internal workers poll on, and kept the run from exiting.
 */
export async function migrateWithQueue(database: Database): Promise<void> {
  await migrateDatabase(database);
  await database.exec(PgBoss.getConstructionPlans(QUEUE_SCHEMA));
}
