import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config';
import { ManualClock } from '../../src/lib/clock';
import { startProduct, type ProcessRole, type RunningProduct } from '../../src/start';
import type { App } from '../../src/app';

export interface TestProduct extends RunningProduct {
  app: App;
  clock: ManualClock;
  dataDir: string;
  outboxDir: string;
}

/**
 * A whole product for one test file: a fresh database (in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL), its own data directory and a clock tests can move.
 * It logs nothing unless given a logger. With role `api` no job runs until the test starts the workers
 * (`context.jobs.startWorkers()`).
 */
export async function startTestProduct(env: Record<string, string> = {}, options: { log?: FastifyBaseLogger; role?: ProcessRole } = {}): Promise<TestProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-test-'));
  const database = await freshPostgresDatabase({ migrated: true });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      // A failed attempt is tried again at once: tests wait for what a retry does, not for its delay.
      JOB_RETRY_DELAY_SCALE: '0',
      // No print rasters within a test unless it asks (PRINT_RASTERS_AFTER_SECONDS: '0'): made for every
      // painted book drawn, they were most of the suite's CPU, and only the tests of rasters use them.
      PRINT_RASTERS_AFTER_SECONDS: '3600',
      ...(database && { DATABASE_URL: database.url }),
      ...env,
    },
    { inMemoryDatabase: true, pgliteTemplate: provided('pgliteTemplate') },
  );
  const clock = new ManualClock();
  const product = await startProduct(config, options.log ?? pino({ level: 'silent' }), { role: options.role ?? 'all', clock });
  return {
    ...product,
    app: product.app!,
    clock,
    dataDir,
    outboxDir: config.mail.outboxDir,
    stop: async () => {
      await product.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on the PostgreSQL server named by TEST_DATABASE_URL; none (PGlite) without one. Empty,
 * or `migrated` (a copy of the template the global setup made, as a product's first start leaves it).
 */
export async function freshPostgresDatabase(options: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? provided('postgresTemplate') : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const FOR_CHILDREN = { pgliteTemplate: 'STUDIO_TEST_PGLITE_TEMPLATE', postgresTemplate: 'STUDIO_TEST_POSTGRES_TEMPLATE' } as const;

/** The environment that tells a product started in a child process which templates the global setup made. */
export function templatesForChildren(): Record<string, string> {
  return Object.fromEntries(Object.entries(FOR_CHILDREN).map(([key, variable]) => [variable, inject(key as keyof typeof FOR_CHILDREN) ?? '']));
}

/**
 * A template made by the global setup. A product started outside Vitest (a child process) is told by
 * the environment, where an empty value means none: `inject` only works inside a Vitest worker.
 */
function provided(key: keyof typeof FOR_CHILDREN): string | undefined {
  const fromParent = process.env[FOR_CHILDREN[key]];
  if (fromParent !== undefined) return fromParent || undefined;
  return inject(key) ?? undefined;
}
