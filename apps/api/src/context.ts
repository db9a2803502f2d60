import { setRenderConcurrency } from '@studio/illustrator';
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createBoss, QUEUE_SETUP_LOCK_ID } from './infra/queue/create-boss';
import { createMailer } from './infra/mail/create-mailer';
import type { Mailer } from './infra/mail/mailer';
import type { EndsBy } from './infra/ai/provider-call';
import { createBlobStore } from './infra/blob-store/create-blob-store';
import type { BlobStore } from './infra/blob-store/blob-store';
import { InFlight } from './lib/in-flight';
import { Metrics } from './infra/metrics/metrics';
import { JobRunner } from './modules/jobs/job-runner';
import { queueDepths } from './modules/jobs/job-stats';
import { MediaUrls } from './modules/media/media-urls';
import { registerFulfilments } from './fulfilment-registry';
import { FulfilmentRegistry } from './modules/payments/fulfilment';
import { systemClock, type Clock } from './lib/clock';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The process's context for this request (set by plugins/request-context.ts), which handlers pass to
     * services: what they log carries its reqId (the request's logger), and its AI calls together end
     * within AI_REQUEST_TIMEOUT_MS of its arrival, so a route that asks a provider several times still
     * answers (502/503) before the client's 300 s are up (spec §9).
     */
    appContext: AppContext;
  }
}

/**
 * Everything a request or a job needs, built once per process. A request or a job works with its own
 * (`scopedContext`), whose logger carries its id and whose AI calls end by its deadline.
 */
export interface AppContext {
  config: Config;
  /** The process's logger, or in a request's or a job's copy a child of it binding the reqId or jobId. */
  log: FastifyBaseLogger;
  /** Epoch ms by which every AI call of the work must end (a request's, spec §9); none for a job. */
  aiDeadline?: number;
  database: Database;
  db: Db;
  boss: PgBoss;
  jobs: JobRunner;
  mailer: Mailer;
  blobs: BlobStore;
  media: MediaUrls;
  /** What each kind of purchase delivers when its payment is settled. */
  fulfilments: FulfilmentRegistry;
  clock: Clock;
  metrics: Metrics;
}

export async function createContext(config: Config, log: FastifyBaseLogger, options: { clock?: Clock } = {}): Promise<AppContext> {
  setRenderConcurrency(config.renderConcurrency);
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost; the pool will reconnect'),
  });
  await migrateDatabase(database);
  const queueWork = new InFlight();
  const boss = createBoss(database, queueWork);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await database.withAdvisoryLock(QUEUE_SETUP_LOCK_ID, () => boss.start());
  const jobs = new JobRunner(boss, database.db, log, config.jobLiveness, config.jobRetryDelayScale, queueWork);
  const metrics = new Metrics({ processMetrics: config.metricsToken !== null });
  jobs.onAttemptEnd((attempt) => metrics.recordJobAttempt(attempt));
  const clock = options.clock ?? systemClock;
  const context: AppContext = {
    config,
    log,
    database,
    db: database.db,
    boss,
    jobs,
    mailer: createMailer(config.mail),
    blobs: createBlobStore(config.storage),
    media: new MediaUrls(config.jwtSecret, config.mediaUrlTtlSeconds, clock),
    fulfilments: new FulfilmentRegistry(),
    clock,
    metrics,
  };
  metrics.watchQueueDepth(() => queueDepths(context));
  registerFulfilments(context);
  return context;
}

/**
 * The process's context for one request or job: its lines logged through `log`, its AI calls ending by
 * `aiDeadline`. It inherits the rest from the process's context (made for every request: about 20 ns,
 * where a spread copy of its fields took over 1 µs), so spreading it would lose them: pass it on as it is.
 */
export function scopedContext(context: AppContext, scope: { log: FastifyBaseLogger; aiDeadline?: number }): AppContext {
  const scoped = Object.create(context) as AppContext;
  scoped.log = scope.log;
  if (scope.aiDeadline !== undefined) scoped.aiDeadline = scope.aiDeadline;
  return scoped;
}

/** `provider`, bound to end every call by the work's AI deadline when it has one. */
export function withinAiDeadline<Provider extends EndsBy<Provider>>(context: AppContext, provider: Provider): Provider {
  return context.aiDeadline === undefined ? provider : provider.within(context.aiDeadline);
}

export async function closeContext(context: AppContext): Promise<void> {
  await context.jobs.stop();
  await context.mailer.close();
  await context.database.close();
}
