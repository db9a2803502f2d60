import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ProcessRole } from '../../src/start';
import { findClosedPort } from './ports';

const API_DIR = join(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 60_000;

export interface LogLine {
  msg: string;
  level: number;
  jobId?: string;
  [field: string]: unknown;
}

/** One product process (`node src/main.ts --role …`) as an operator runs it, with its JSON log lines. */
export class ProductProcess {
  readonly logs: LogLine[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;

  private constructor(
    readonly name: string,
    readonly role: ProcessRole,
    readonly url: string | null,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role', role], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let pending = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.startsWith('{')) this.logs.push(JSON.parse(line) as LogLine);
    });
    const errors: string[] = [];
    this.child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    void this.exited.then(({ code }) => {
      if (code !== 0 && code !== null && errors.length > 0) console.error(`${name} exited ${code}: ${errors.join('')}`);
    });
  }

  static async start(name: string, role: ProcessRole, env: Record<string, string>): Promise<ProductProcess> {
    const port = role === 'worker' ? 0 : await findClosedPort();
    const url = role === 'worker' ? null : `http://127.0.0.1:${port}`;
    const started = new ProductProcess(name, role, url, { ...env, PORT: String(port), ...(url && { PUBLIC_URL: url }) });
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
