import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApi } from '../../scripts/build-api';
import type { ProcessRole } from '../../src/start';
import { findClosedPort } from './ports';

const START_TIMEOUT_MS = 60_000;

export interface CompiledProduct {
  /** The compiled entry (`main.js`), run with plain `node` as `npm start` runs apps/api/dist/main.js. */
  entry: string;
  remove(): Promise<void>;
}

/** The API and worker compiled as `npm run build` compiles them, into a folder of the test's own beside apps/api/dist (so it finds node_modules as dist does). */
export async function compileProduct(): Promise<CompiledProduct> {
  const outDir = resolve(import.meta.dirname, `../../.test-build-${randomBytes(4).toString('hex')}`);
  await buildApi(outDir);
  return { entry: join(outDir, 'main.js'), remove: () => rm(outDir, { recursive: true, force: true }) };
}

export interface LogLine {
  msg: string;
  level: number;
  jobId?: string;
  [field: string]: unknown;
}

/** One product process (`node main.js --role …` on the compiled product) as an operator runs it, with its JSON log lines. */
export class ProductProcess {
  readonly logs: LogLine[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;

  private constructor(
    readonly name: string,
    readonly role: ProcessRole,
    readonly url: string | null,
    product: CompiledProduct,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--enable-source-maps', product.entry, '--role', role], { cwd: tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let pending = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.startsWith('{')) this.logs.push(JSON.parse(line) as LogLine);
    });
    const errors: string[] = [];
    this.child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    // Once its output is all read: a fault is logged as a fatal JSON line on stdout (process-faults.ts), anything else Node says goes to stderr.
    this.child.once('close', (code) => {
      const why = [...this.logs.filter((line) => line.level >= 60).map((line) => JSON.stringify(line)), ...errors];
      if (code !== 0 && code !== null && why.length > 0) console.error(`${name} exited ${code}: ${why.join('\n')}`);
    });
  }

  static async start(product: CompiledProduct, name: string, role: ProcessRole, env: Record<string, string>): Promise<ProductProcess> {
    const port = role === 'worker' ? 0 : await findClosedPort();
    const url = role === 'worker' ? null : `http://127.0.0.1:${port}`;
    const started = new ProductProcess(name, role, url, product, { ...env, PORT: String(port), ...(url && { PUBLIC_URL: url }) });
    await started.untilLogged((line) => line.msg.startsWith('Storybook studio is running'), START_TIMEOUT_MS);
    return started;
  }

  /** Resolves with the first log line (already written or to come) that `matches`. */
  async untilLogged(matches: (line: LogLine) => boolean, timeoutMs = 30_000): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    void this.exited.then(() => (exited = true));
    while (Date.now() < deadline) {
      const line = this.logs.find(matches);
      if (line) return line;
      if (exited) throw new Error(`${this.name} exited before logging what was awaited`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${this.name} did not log what was awaited within ${timeoutMs} ms`);
  }

  hasStarted(jobId: string): boolean {
    return this.logs.some((line) => line.msg === 'job started' && line.jobId === jobId);
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
}

/** The environment every process of one product shares: one database, one data directory, one secret. */
export function sharedProductEnv(settings: { databaseUrl: string; dataDir: string; jwtSecret: string }, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: settings.dataDir,
    JWT_SECRET: settings.jwtSecret,
    WEB_DIST_DIR: join(settings.dataDir, 'no-web'),
    ...extra,
  };
}
