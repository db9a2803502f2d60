import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './processes';

export interface BenchDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database for a bench: a new database on the server TEST_DATABASE_URL names, or
 * else a throwaway server from the Debian `postgresql` package's binaries (run as the `postgres` user
 * when the bench runs as root, as `.ci/run` does). Null when neither is there.
 */
export async function startBenchDatabase(): Promise<BenchDatabase | null> {
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? { url: given, stop: async () => undefined } : await startThrowawayServer();
  if (!server) return null;
  const name = `studio_bench_${Date.now().toString(36)}`;
  await onServer(server.url, `create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      await onServer(server.url, `drop database if exists ${name} with (force)`);
      await server.stop();
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function startThrowawayServer(): Promise<BenchDatabase | null> {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) return null;
  const bin = join(root, version, 'bin');
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    execFileSync('chown', ['postgres:postgres', dataDir]);
    await chmod(dataDir, 0o700);
  }
  const run = (command: string, args: string[]) =>
    asRoot ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [join(bin, command), ...args.map((arg) => `'${arg}'`)].join(' ')]) : execFileSync(join(bin, command), args);
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', ['-D', dataDir, '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k /tmp -c fsync=off -c max_connections=200`, '-w', '-l', join(dataDir, 'server.log'), 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
