import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/client';
import { migrateWithQueue, migrationsDigest } from './migrated-template';

/**
 * A migrated empty database (our schema and pg-boss's), dumped once per set of migrations. PGlite's
 * own start (initdb inside WASM) costs seconds; loading this dump skips it for every test file.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = join(tmpdir(), `studio-pglite-template-${migrationsDigest()}.tar.gz`);
  if (existsSync(file)) return file;

  const database = await openDatabase({ kind: 'pglite', dir: null });
  await migrateWithQueue(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}
