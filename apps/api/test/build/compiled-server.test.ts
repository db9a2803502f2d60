import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLatestMessageTo } from '../../src/infra/mail/read-outbox';
import { FAULT_EXIT_CODE } from '../../src/process-faults';
import { registration } from '../support/accounts';
import { findClosedPort } from '../support/ports';
import { compileProduct, type CompiledProduct } from '../support/product-processes';
import { freshPostgresDatabase } from '../support/test-product';

let compiled: CompiledProduct;
let dataDir: string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let server: ChildProcess;
let baseUrl: string;
const output: string[] = [];
const METRICS_TOKEN = randomBytes(16).toString('hex');

beforeAll(async () => {
  compiled = await compileProduct();
  dataDir = await mkdtemp(join(tmpdir(), 'studio-compiled-'));
  // PGlite in DATA_DIR, or a fresh PostgreSQL database when the suite runs on one (the pg driver stays external).
  database = await freshPostgresDatabase();
  const port = await findClosedPort();
  baseUrl = `http://127.0.0.1:${port}`;
  // Only what production has: node on the compiled entry, no tsx, no Vitest's module loader.
  server = spawn(process.execPath, [compiled.entry, '--role', 'all'], {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', METRICS_TOKEN, ...(database && { DATABASE_URL: database.url }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitUntilListening();
}, 60_000);

afterAll(async () => {
  if (server?.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await compiled?.remove();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function waitUntilListening(): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The compiled server exited with ${server.exitCode}:\n${output.join('')}`);
    if (output.join('').includes('Storybook studio is running')) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The compiled server did not start:\n${output.join('')}`);
}

async function waitForCode(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const message = await findLatestMessageTo(join(dataDir, 'outbox'), email);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (code) return code;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`No verification code reached ${email}:\n${output.join('')}`);
}

const post = (path: string, body: unknown) => fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the compiled API (npm run build)', () => {
  it('answers the health check on a database it migrated from the compiled migrations', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('signs a customer up: the request, the e-mail job in the worker, and the verification', async () => {
    const body = registration();
    expect((await post('/api/v1/auth/register', body)).status).toBe(201);
    const verified = await post('/api/v1/verification/verify', { email: body.email, otp: await waitForCode(body.email) });
    expect(verified.status).toBe(200);
    const { access_token: accessToken } = (await verified.json()) as { access_token: string };
    const profile = await fetch(`${baseUrl}/api/v1/auth/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ email: body.email });
  });

  it('serves its metrics to the bearer of METRICS_TOKEN', async () => {
    const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('studio_http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"} 1');
    expect(text).toMatch(/studio_job_duration_seconds_count\{kind="send-email",outcome="succeeded"\} [1-9]/);
  });

  it('logs why it could not start as one JSON line and exits non-zero (its fault handlers are installed)', async () => {
    const unreachable = `postgres://studio@127.0.0.1:${await findClosedPort()}/studio`;
    const failed = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = spawn(process.execPath, [compiled.entry, '--role', 'api'], {
        cwd: tmpdir(),
        env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir, DATABASE_URL: unreachable, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 20_000,
      });
      const stdout: string[] = [];
      child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
      child.once('exit', (code) => resolve({ code, stdout: stdout.join('') }));
    });
    expect(failed.code).toBe(FAULT_EXIT_CODE);
    const lines = failed.stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ level: 60, msg: 'uncaught exception; shutting down', err: expect.objectContaining({ code: 'ECONNREFUSED' }) }));
  });

  it('has the admin command beside it', () => {
    const admin = spawnSync(process.execPath, [join(dirname(compiled.entry), 'admin.js')], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(admin.status).toBe(2);
    expect(admin.stderr).toContain('promote <email>');
  });
});
