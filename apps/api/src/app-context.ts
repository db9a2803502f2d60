import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './infra/mail/mailer';
import type { BlobStore } from './infra/blob-store/blob-store';
import type { Metrics } from './infra/metrics/metrics';
import type { JobRunner } from './modules/jobs/job-runner';
import type { MediaUrls } from './modules/media/media-urls';
import type { FulfilmentRegistry } from './modules/payments/fulfilment';
import type { Clock } from './lib/clock';
import type { CustomerLifecycleRegistry } from './customer-lifecycle';

/** Everything a request or a job needs, built once per process. */
export interface AppContext {
  config: Config;
  log: FastifyBaseLogger;
  database: Database;
  db: Db;
  boss: PgBoss;
  jobs: JobRunner;
  mailer: Mailer;
  blobs: BlobStore;
  media: MediaUrls;
  /** What each kind of purchase delivers when its payment is settled. */
  fulfilments: FulfilmentRegistry;
  /** What each module holding customer data does as stories and accounts are deleted or exported. */
  customerLifecycle: CustomerLifecycleRegistry<AppContext>;
  clock: Clock;
  metrics: Metrics;
}
