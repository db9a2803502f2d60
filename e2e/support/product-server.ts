import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { buildApi } from '../../apps/api/scripts/build-api';

const root = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

export interface ProductServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the product the way `npm start` does (API + SPA + workers) on a fresh DATA_DIR; `env` adds to or overrides the suite's settings.
 * The API is compiled from the sources first, as `npm run build` does, into a folder of this server's own: node then loads
 * one bundle instead of tsx compiling some 900 files (a start cost 22 s of CPU on tsx, 16 s compiled, the compile ~2 s),
 * and a browser file run by hand still tests the sources as they are, not the last build.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-e2e-'));
  // Two folders below the repository root, as apps/api/dist: the bundle finds node_modules and the built web app from there.
  const apiDir = join(root, 'apps/api', `.e2e-build-${randomBytes(4).toString('hex')}`);
  await buildApi(apiDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--enable-source-maps', join(apiDir, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many sign-ups from one address in a few minutes is what a test suite does.
      AUTH_RATE_LIMIT_MULTIPLIER: '100',
      // The back-office walk signs up with this address and is an administrator from the start (spec §6).
      ADMIN_EMAILS: 'admin.e2e@example.com',
      RATE_LIMIT_MAX: '100000',
      ACCESS_TOKEN_TTL: '900',
      // Print rasters are a head start for later print files and exports, which draw what is missing
      // themselves; made 20 s after every book a suite draws, they took CPU from the next files' browsers.
      PRINT_RASTERS_AFTER_SECONDS: '3600',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  try {
    // Generous: on a loaded machine the start (migrations, the SPA, the workers) has taken over a minute.
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(apiDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await Promise.all([rm(dataDir, { recursive: true, force: true }), rm(apiDir, { recursive: true, force: true })]);
    },
  };
}
