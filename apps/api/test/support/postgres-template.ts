import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { migrateWithQueue, migrationsDigest } from './migrated-template';

/** "tmpl" in ASCII: one global setup at a time makes the template. */
const TEMPLATE_LOCK_ID = 0x746d706c;

/**
 * A migrated empty database on the PostgreSQL server, made once per set of migrations: each test file's
 * database is copied from it (`create database … template …`) instead of running every migration again.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `studio_template_${migrationsDigest()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const partial = `${name}_partial`;
    await admin.query(`drop database if exists ${partial} with (force)`);
    await admin.query(`create database ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrateWithQueue(database);
    } finally {
      await database.close();
    }
    // Renamed only when complete, so an interrupted run never leaves a half-migrated template behind.
    await admin.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}
