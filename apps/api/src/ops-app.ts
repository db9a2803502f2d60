import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { App } from './app';
import type { AppContext } from './app-context';
import { registerErrorHandler } from './errors/error-handler';
import { registerHealthCheck } from './modules/health/routes';
import { registerMetricsRoute } from './modules/metrics/routes';

/**
 * What a worker-role process answers on WORKER_PORT: its health (for a container's health check) and its
 * metrics (the jobs it ran). Nothing customers use; probes are not logged, as they come every few seconds.
 */
export async function buildOpsApp(context: AppContext): Promise<App> {
  const app = Fastify({ loggerInstance: context.log, genReqId: () => randomUUID() });
  registerErrorHandler(app);
  await app.register(
    async (probes) => {
      registerHealthCheck(probes, context);
      registerMetricsRoute(probes, context);
    },
    { logLevel: 'warn' },
  );
  await app.ready();
  return app;
}
