import pino from 'pino';
import { loadConfig } from '../../apps/api/src/config';
import { closeContext, createContext } from '../../apps/api/src/context';
import { vacuumEmbeddedDatabase } from '../../apps/api/src/modules/jobs/vacuum-database-job';

/**
 * Runs seeding SQL on the embedded database in `dataDir` (migrated first if new), then vacuums it as
 * the hourly vacuum-database job would, so a bench measures a settled database.
 */
export async function seedEmbeddedDatabase(dataDir: string, statements: readonly string[]): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: `${dataDir}/no-web` });
  const context = await createContext(config, pino({ level: 'silent' }));
  try {
    for (const statement of statements) await context.database.query(statement);
    await vacuumEmbeddedDatabase(context);
  } finally {
    await closeContext(context);
  }
}
