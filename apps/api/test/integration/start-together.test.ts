import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startProduct } from '../../src/start';
import { freshPostgresDatabase } from '../support/test-product';

// One process at a time on the embedded database: the race exists only on a shared PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('processes starting together on a new database', () => {
  it('all start: four APIs and workers that migrate and create the same queues at the same moment', async () => {
    const database = (await freshPostgresDatabase())!;
    const dataDir = await mkdtemp(join(tmpdir(), 'studio-start-together-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database.url, WEB_DIST_DIR: join(dataDir, 'no-web') });
    const roles = ['api', 'api', 'worker', 'worker'] as const;
    const started = await Promise.allSettled(roles.map((role) => startProduct(config, pino({ level: 'silent' }), { role })));
    try {
      expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
    } finally {
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
