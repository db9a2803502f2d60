import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * The environment `npm start` gives the product: glibc keeps at most two malloc arenas (apps/api's
 * start script), which keeps libvips' many threads from holding freed picture memory. Bench processes
 * that stand for the product's run with it.
 */
export const productEnv = (): NodeJS.ProcessEnv => ({ ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' });

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Three minutes: on a loaded machine (load 20 on 2 cores) tsx and a first PostgreSQL start took longer than one. */
async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

export interface Started {
  url: string;
  dataDir: string;
  /** The server's process id, for reading its memory from /proc. */
  pid: number | undefined;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}

/**
 * The real product (as `npm start` runs it) in its own process, on a fresh data dir unless given one.
 * A worker serves no HTTP: it is started, not waited for (work sent to it waits for it).
 */
export async function startProductProcess(env: Record<string, string> = {}, options: { dataDir?: string; role?: 'all' | 'api' | 'worker' } = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'studio-bench-')));
  const url = `http://127.0.0.1:${port}`;
  const child = fork(join(repoRoot, 'apps/api/src/main.ts'), ['--role', options.role ?? 'all'], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...productEnv(), PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MULTIPLIER: '1000', ...env },
    stdio: 'inherit',
  });
  const stop = stopper(child);
  // Three minutes: on a loaded machine tsx and the migrations alone can take more than one. A server
  // that never answers is stopped, not left running after the bench.
  if (options.role !== 'worker') await waitFor(`${url}/healthz`, child, 180_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, dataDir, pid: child.pid, stop };
}

export async function startBareServer(): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = fork(join(repoRoot, 'bench/support/bare-server.ts'), [], { cwd: repoRoot, execArgv: ['--import', 'tsx'], env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  await waitFor(`${url}/bare`, child);
  return { url, dataDir: '', pid: child.pid, stop: stopper(child) };
}
