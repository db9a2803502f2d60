import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from './app';
import type { Config } from './config';
import type { AppContext } from './app-context';
import { closeContext, createContext } from './context';
import { jobDefinitions, scheduleRecurringJobs } from './job-registry';
import { QUEUE_SETUP_LOCK_ID } from './infra/queue/create-boss';
import { buildOpsApp } from './ops-app';
import type { Clock } from './lib/clock';

export const ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof ROLES)[number];

export interface RunningProduct {
  context: AppContext;
  /** The HTTP app: the product's for roles api and all; a worker's health and metrics when it has WORKER_PORT. */
  app: App | null;
  stop(): Promise<void>;
}

/** Opens the database (migrating it), registers the jobs, and starts workers and/or the HTTP app. */
export async function startProduct(config: Config, log: FastifyBaseLogger, options: { role: ProcessRole; clock?: Clock }): Promise<RunningProduct> {
  const context = await createContext(config, log, { clock: options.clock });
  await context.database.withAdvisoryLock(QUEUE_SETUP_LOCK_ID, async () => {
    await context.jobs.register(...jobDefinitions(context));
    await scheduleRecurringJobs(context);
  });
  if (options.role !== 'api') await context.jobs.startWorkers();
  const app = options.role !== 'worker' ? await buildApp(context) : config.workerPort !== null ? await buildOpsApp(context) : null;
  return {
    context,
    app,
    stop: async () => {
      await app?.close();
      await closeContext(context);
    },
  };
}
