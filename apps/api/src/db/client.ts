import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos take either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

export interface SqlResult<Row> {
  rows: Row[];
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw parameterised SQL (health checks, advisory locks, the job queue). */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<SqlResult<Row>>;
  /** Several statements in one string, no parameters (the job queue's schema installation). */
  exec(text: string): Promise<SqlResult<Record<string, unknown>>>;
  /** Runs fn on one connection holding a session-level advisory lock. */
  withAdvisoryLock<T>(lockId: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Errors of idle pooled connections (server restarts, killed backends); without a listener they crash the process. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(config: Config['database'], options: OpenDatabaseOptions = {}): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url, options) : openPglite(config.dir, config.template);
}

async function openPglite(dir: string | null, template?: string): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir
    ? await PGlite.create(dir)
    : await PGlite.create(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    query: async <Row>(text: string, values?: unknown[]) => (await client.query(text, values as unknown[])) as SqlResult<Row>,
    exec: async (text) => {
      const results = await client.exec(text);
      return (results.at(-1) ?? { rows: [] }) as SqlResult<Record<string, unknown>>;
    },
    // One embedded connection: PGlite already serialises every statement, so the lock is the process.
    withAdvisoryLock: async (_lockId, fn) => fn(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => (options.onConnectionError ?? ((e) => console.error('database connection error', e)))(error));
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    query: async <Row>(text: string, values?: unknown[]) => (await pool.query(text, values)) as unknown as SqlResult<Row>,
    exec: async (text) => (await pool.query(text)) as unknown as SqlResult<Record<string, unknown>>,
    withAdvisoryLock: async (lockId, fn) => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await fn(drizzlePg({ client: connection, schema }) as unknown as Db);
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
