import { setRenderConcurrency } from '@studio/illustrator';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createBoss, QUEUE_SETUP_LOCK_ID } from './infra/queue/create-boss';
import { createMailer } from './infra/mail/create-mailer';
import { createBlobStore } from './infra/blob-store/create-blob-store';
import { InFlight } from './lib/in-flight';
import { Metrics } from './infra/metrics/metrics';
import { JobRunner } from './modules/jobs/job-runner';
import { queueDepths } from './modules/jobs/job-stats';
import { MediaUrls } from './modules/media/media-urls';
import { registerFulfilments } from './fulfilment-registry';
import { CustomerLifecycleRegistry } from './customer-lifecycle';
import { registerCustomerData } from './customer-lifecycle-registry';
import { FulfilmentRegistry } from './modules/payments/fulfilment';
import { systemClock, type Clock } from './lib/clock';
import type { AppContext } from './app-context';

/** The composition root: builds the context and wires what modules register. Modules never import it; they take the `AppContext` type from app-context.ts. */
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
    customerLifecycle: registerCustomerData(new CustomerLifecycleRegistry<AppContext>()),
    clock,
    metrics,
  };
  metrics.watchQueueDepth(() => queueDepths(context));
  registerFulfilments(context);
  return context;
}

export async function closeContext(context: AppContext): Promise<void> {
  await context.jobs.stop();
  await context.mailer.close();
  await context.database.close();
}
