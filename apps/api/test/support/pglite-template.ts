import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { createBoss } from '../../src/infra/queue/create-boss';

const MIGRATIONS = join(import.meta.dirname, '../../src/db/migrations');

/**
 * A migrated empty database (our schema and pg-boss's), dumped once per set of migrations. PGlite's
 * own start (initdb inside WASM) costs seconds; loading this dump skips it for every test file.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const digest = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).sort()) digest.update(name).update(readFileSync(join(MIGRATIONS, name)));
  const file = join(tmpdir(), `studio-pglite-template-${digest.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(file)) return file;

  const database = await openDatabase({ kind: 'pglite', dir: null });
  await migrateDatabase(database);
  const boss = createBoss(database);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}
