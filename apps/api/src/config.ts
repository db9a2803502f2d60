import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_BOOK_UPLOAD_MB } from '@studio/contracts/uploaded-books';
import type { ProviderCallPolicy } from './infra/ai/provider-call';
import type { PdfReadingLimits } from './infra/pdf/pdf-limits';

/**
 * The only reader of the environment. Parsed once at start; an invalid environment stops the
 * start with every bad variable listed (fail-fast).
 */
const optionalString = z.string().trim().min(1).optional().catch(undefined);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 86_400).default(3600),
    ADMIN_EMAILS: z.string().default(''),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().default('Storybook studio <no-reply@storybook.studio>'),
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
    STORAGE: z.enum(['fs', 's3']).default('fs'),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: bool.default(false),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_TEXT_MODEL: z.string().default('gpt-4o-mini'),
    OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1-mini'),
    // Spec §9: the client gives up on a request after 300 000 ms, so a request's AI calls together, and each call
    // (every attempt and wait between them), end before that.
    AI_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(290_000),
    AI_CALL_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(280_000),
    AI_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(120_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    AI_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
    AI_MAX_RETRY_AFTER_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    LULU_CLIENT_KEY: optionalString,
    LULU_CLIENT_SECRET: optionalString,
    LULU_API_URL: z.url().default('https://api.sandbox.lulu.com'),
    PRINT_ORDER_PAYMENT_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().min(0.01).default(1),
    MAX_UPLOAD_MB: z.coerce.number().min(1).max(500).default(10),
    UPLOAD_FILES_PER_DAY: z.coerce.number().int().min(1).default(300),
    UPLOAD_MB_PER_DAY: z.coerce.number().min(1).max(1_000_000).default(1000),
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
    // Never below the 320 px thumbnail, which is scaled down from the screen picture's render.
    SCREEN_PICTURE_PX: z.coerce.number().int().min(320).max(4096).default(1024),
    // Print rasters begin this long after a book is drawn: an export made at once has the cores (ADR 034).
    PRINT_RASTERS_AFTER_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
    // A job whose worker died is handed back within JOB_STALE_AFTER_SECONDS + JOB_SWEEP_INTERVAL_SECONDS
    // (+ its retry delay and a poll): 30 + 10 + a few seconds with these defaults, inside the 60 s promise.
    JOB_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(60).default(10),
    JOB_STALE_AFTER_SECONDS: z.coerce.number().min(0.2).max(600).default(30),
    JOB_SWEEP_INTERVAL_SECONDS: z.coerce.number().min(0.05).max(600).default(10),
    // A failed attempt is tried again after its job's delay (doubling, with jitter) times this: 0 retries at once.
    JOB_RETRY_DELAY_SCALE: z.coerce.number().min(0).max(10).default(1),
    MAX_BOOK_UPLOAD_MB: z.coerce.number().min(1).max(2000).default(DEFAULT_MAX_BOOK_UPLOAD_MB),
    // Uploaded PDFs are read in a worker thread held to these limits (ADR 030).
    PDF_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(8192).default(256),
    PDF_WORKER_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
    PDF_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(800),
    PDF_MAX_INFLATED_MB: z.coerce.number().min(1).max(4096).default(64),
    PDF_PREVIEW_PAGES: z.coerce.number().int().min(1).max(100_000).default(48),
    TRUST_PROXY: bool.default(false),
    METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
    WORKER_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (env.JOB_STALE_AFTER_SECONDS < 2 * env.JOB_HEARTBEAT_SECONDS) {
      ctx.addIssue({ code: 'custom', path: ['JOB_STALE_AFTER_SECONDS'], message: 'must be at least twice JOB_HEARTBEAT_SECONDS, or a live job could be taken for a dead one' });
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if (Boolean(env.LULU_CLIENT_KEY) !== Boolean(env.LULU_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: [env.LULU_CLIENT_KEY ? 'LULU_CLIENT_SECRET' : 'LULU_CLIENT_KEY'], message: 'LULU_CLIENT_KEY and LULU_CLIENT_SECRET are set together' });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required with STRIPE_SECRET_KEY' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the product reads (deployment files are checked against it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** `template`: a PGlite data-directory dump an in-memory database starts from (tests: migrated once, loaded per file). */
  database: { kind: 'pglite'; dir: string | null; template?: string } | { kind: 'postgres'; url: string };
  logLevel: Env['LOG_LEVEL'];
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** A signed media link works for at least this long and at most twice as long (see MediaUrls). */
  mediaUrlTtlSeconds: number;
  adminEmails: string[];
  /** `concurrency`: e-mails sent at once per worker process (and SMTP connections it keeps open). */
  mail: { smtpUrl?: string; from: string; outboxDir: string; concurrency: number };
  storage: { kind: 'fs'; rootDir: string } | {
    kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean;
    accessKeyId?: string; secretAccessKey?: string;
  };
  /** `requestTimeoutMs`: every AI call of one API request together; `calls`: each call (in requests and jobs). */
  openai: { apiKey?: string; baseUrl?: string; textModel: string; imageModel: string; requestTimeoutMs: number; calls: ProviderCallPolicy };
  stripe: { secretKey?: string; webhookSecret?: string };
  /** Lulu print fulfilment when its keys are set; otherwise orders are fulfilled by hand. */
  lulu: { clientKey: string; clientSecret: string; apiUrl: string } | null;
  /** An unpaid print order is cancelled after this long. */
  printOrderPaymentMs: number;
  rateLimitMax: number;
  /** Scales every limit counted in the database (sign-in, codes, e-mails, and the routes that cost money). */
  authRateLimitMultiplier: number;
  maxUploadBytes: number;
  /** What one customer may upload in a UTC day, all upload routes together. */
  uploadsPerDay: { files: number; bytes: number };
  /** Pictures rendered at once in this process (book pictures, PDF exports, print files): one per core by default. */
  renderConcurrency: number;
  /** Long side, in pixels, of a book picture shown on screen and put in the e-book (a page of a spread, or a phone screen at 2x). */
  screenPictureLongSide: number;
  /** How long after a book is drawn its print rasters are begun in the background. */
  printRastersAfterSeconds: number;
  /** Uploaded books (PDF), streamed to storage while counted. */
  maxBookUploadBytes: number;
  /** Limits an uploaded PDF is read within, and how many of its first pages get preview pictures. */
  pdf: PdfReadingLimits & { previewPages: number };
  /** A running job writes a heartbeat every `heartbeatMs`; one silent for `staleAfterMs` is handed back, looked for every `sweepIntervalMs`. */
  jobLiveness: { heartbeatMs: number; staleAfterMs: number; sweepIntervalMs: number };
  jobRetryDelayScale: number;
  trustProxy: boolean;
  webDistDir: string;
  /** GET /metrics answers only a bearer of this token; without one, metrics are not served. */
  metricsToken: string | null;
  /** The port a worker-role process answers /healthz and /metrics on; none when unset. */
  workerPort: number | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface LoadConfigOptions {
  /** Use an in-memory PGlite database instead of DATA_DIR/pg (tests). */
  inMemoryDatabase?: boolean;
  /** With `inMemoryDatabase`: start from this PGlite data-directory dump (a .tar.gz file) instead of an empty database. */
  pgliteTemplate?: string;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: options.inMemoryDatabase ? null : join(dataDir, 'pg'), ...(options.inMemoryDatabase && options.pgliteTemplate && { template: options.pgliteTemplate }) },
    logLevel: env.LOG_LEVEL,
    jwtSecret: env.JWT_SECRET ?? readOrCreateDevSecret(dataDir),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    mediaUrlTtlSeconds: env.MEDIA_URL_TTL_SECONDS,
    adminEmails: env.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: join(dataDir, 'outbox'), concurrency: env.MAIL_CONCURRENCY },
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3', bucket: env.S3_BUCKET as string, region: env.S3_REGION, endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'fs', rootDir: join(dataDir, 'blobs') },
    openai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      textModel: env.OPENAI_TEXT_MODEL,
      imageModel: env.OPENAI_IMAGE_MODEL,
      requestTimeoutMs: env.AI_REQUEST_TIMEOUT_MS,
      calls: {
        callTimeoutMs: env.AI_CALL_TIMEOUT_MS,
        attemptTimeoutMs: Math.min(env.AI_ATTEMPT_TIMEOUT_MS, env.AI_CALL_TIMEOUT_MS),
        maxRetries: env.AI_MAX_RETRIES,
        retryBaseDelayMs: env.AI_RETRY_BASE_DELAY_MS,
        maxRetryAfterMs: env.AI_MAX_RETRY_AFTER_MS,
      },
    },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
    lulu: env.LULU_CLIENT_KEY && env.LULU_CLIENT_SECRET ? { clientKey: env.LULU_CLIENT_KEY, clientSecret: env.LULU_CLIENT_SECRET, apiUrl: env.LULU_API_URL.replace(/\/$/, '') } : null,
    printOrderPaymentMs: env.PRINT_ORDER_PAYMENT_HOURS * 3_600_000,
    rateLimitMax: env.RATE_LIMIT_MAX,
    authRateLimitMultiplier: env.AUTH_RATE_LIMIT_MULTIPLIER,
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    uploadsPerDay: { files: env.UPLOAD_FILES_PER_DAY, bytes: Math.round(env.UPLOAD_MB_PER_DAY * 1024 * 1024) },
    renderConcurrency: env.RENDER_CONCURRENCY,
    screenPictureLongSide: env.SCREEN_PICTURE_PX,
    printRastersAfterSeconds: env.PRINT_RASTERS_AFTER_SECONDS,
    maxBookUploadBytes: Math.round(env.MAX_BOOK_UPLOAD_MB * 1024 * 1024),
    pdf: {
      memoryMb: env.PDF_WORKER_MEMORY_MB,
      timeoutMs: Math.round(env.PDF_WORKER_SECONDS * 1000),
      maxPages: env.PDF_MAX_PAGES,
      maxInflatedBytes: Math.round(env.PDF_MAX_INFLATED_MB * 1024 * 1024),
      previewPages: env.PDF_PREVIEW_PAGES,
    },
    jobLiveness: {
      heartbeatMs: Math.round(env.JOB_HEARTBEAT_SECONDS * 1000),
      staleAfterMs: Math.round(env.JOB_STALE_AFTER_SECONDS * 1000),
      sweepIntervalMs: Math.round(env.JOB_SWEEP_INTERVAL_SECONDS * 1000),
    },
    jobRetryDelayScale: env.JOB_RETRY_DELAY_SCALE,
    trustProxy: env.TRUST_PROXY,
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(import.meta.dirname, '../../web/dist')),
    metricsToken: env.METRICS_TOKEN ?? null,
    workerPort: env.WORKER_PORT ?? null,
  };
}

/** Development only: a secret generated once and kept in DATA_DIR so restarts keep sessions. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
