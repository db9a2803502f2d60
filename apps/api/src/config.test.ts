import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'studio-config-'));

describe('loadConfig', () => {
  it('runs with no variables at all, using the embedded defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      database: { kind: 'pglite', dir: join(dir, 'pg') },
      storage: { kind: 'fs', rootDir: join(dir, 'blobs') },
      mail: { outboxDir: join(dir, 'outbox') },
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      mediaUrlTtlSeconds: 3600,
      publicUrl: 'http://localhost:3000',
      lulu: null,
      printOrderPaymentMs: 48 * 3_600_000,
    });
  });

  it('sends 5 e-mails at once per worker by default, MAIL_CONCURRENCY between 1 and 50', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail.concurrency).toBe(5);
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_CONCURRENCY: '12' }).mail.concurrency).toBe(12);
    for (const bad of ['0', '51', 'many']) expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_CONCURRENCY: bad })).toThrow(/MAIL_CONCURRENCY/);
  });

  it('serves no metrics and opens no worker port unless told, and refuses a guessable METRICS_TOKEN', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ metricsToken: null, workerPort: null });
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'a-long-enough-token', WORKER_PORT: '9464' })).toMatchObject({ metricsToken: 'a-long-enough-token', workerPort: 9464 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKER_PORT: '70000' })).toThrow(/WORKER_PORT/);
  });

  it('fulfils prints with Lulu (sandbox by default) only when both its keys are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), LULU_CLIENT_KEY: 'key', LULU_CLIENT_SECRET: 'secret' }).lulu).toEqual({
      clientKey: 'key',
      clientSecret: 'secret',
      apiUrl: 'https://api.sandbox.lulu.com',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), LULU_CLIENT_KEY: 'key' })).toThrow(/LULU_CLIENT_SECRET: LULU_CLIENT_KEY and LULU_CLIENT_SECRET are set together/);
  });

  it('hands back a crashed job within 60 s by default, and refuses a stale time a live job could reach between beats', () => {
    const { jobLiveness } = loadConfig({ DATA_DIR: dataDir() });
    expect(jobLiveness).toEqual({ heartbeatMs: 10_000, staleAfterMs: 30_000, sweepIntervalMs: 10_000 });
    // Silent for the stale time, then the next sweep, the book job's retry delay (≤ 2 s) and a worker's poll (2 s).
    expect(jobLiveness.staleAfterMs + jobLiveness.sweepIntervalMs + 2_000 + 2_000).toBeLessThanOrEqual(60_000);
    expect(loadConfig({ DATA_DIR: dataDir(), JOB_HEARTBEAT_SECONDS: '0.1', JOB_STALE_AFTER_SECONDS: '1', JOB_SWEEP_INTERVAL_SECONDS: '0.2' }).jobLiveness).toEqual({
      heartbeatMs: 100,
      staleAfterMs: 1_000,
      sweepIntervalMs: 200,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOB_HEARTBEAT_SECONDS: '20', JOB_STALE_AFTER_SECONDS: '30' })).toThrow(/JOB_STALE_AFTER_SECONDS: must be at least twice JOB_HEARTBEAT_SECONDS/);
  });

  it('scales retry delays: 1 by default, 0 retries at once, a negative scale is refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).jobRetryDelayScale).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), JOB_RETRY_DELAY_SCALE: '0' }).jobRetryDelayScale).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOB_RETRY_DELAY_SCALE: '-1' })).toThrow(/JOB_RETRY_DELAY_SCALE/);
  });

  it("bounds AI calls within spec §9's 300 s request timeout, with retries and waits configurable", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).openai).toMatchObject({
      requestTimeoutMs: 290_000,
      calls: { callTimeoutMs: 280_000, attemptTimeoutMs: 120_000, maxRetries: 2, retryBaseDelayMs: 500, maxRetryAfterMs: 30_000 },
    });
    const small = loadConfig({ DATA_DIR: dataDir(), AI_CALL_TIMEOUT_MS: '4000', AI_ATTEMPT_TIMEOUT_MS: '9000', AI_MAX_RETRIES: '0' }).openai.calls;
    // An attempt never outlasts the whole call.
    expect(small).toMatchObject({ callTimeoutMs: 4_000, attemptTimeoutMs: 4_000, maxRetries: 0 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), AI_CALL_TIMEOUT_MS: '300001', AI_REQUEST_TIMEOUT_MS: '600000' })).toThrow(/AI_REQUEST_TIMEOUT_MS[\s\S]*AI_CALL_TIMEOUT_MS/);
  });

  it('generates a development JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', NODE_ENV: 'production', STORAGE: 's3' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL']) expect(problems).toContain(name);
    }
  });

  it('requires JWT_SECRET in production and S3_BUCKET with STORAGE=s3', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', STORAGE: 's3' })).toThrow(/JWT_SECRET: is required in production[\s\S]*S3_BUCKET/);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and parses ADMIN_EMAILS', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u:p@localhost/db', ADMIN_EMAILS: ' A@Example.com, b@example.com ,' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@localhost/db' });
    expect(config.adminEmails).toEqual(['a@example.com', 'b@example.com']);
  });
});
