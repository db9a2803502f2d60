import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import type { Schema } from './client';

const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');
/** Arbitrary constant shared by every process of this product: "migrate" in ASCII. */
const MIGRATION_LOCK_ID = 0x6d696772;

/** Applies the committed SQL migrations; concurrent starters wait on one advisory lock. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_ID, async (db) => {
    if (database.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  });
}
