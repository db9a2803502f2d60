import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { assertMayReadMetrics } from './metrics-access';

export function registerMetricsRoute(app: FastifyInstance, context: AppContext): void {
  // GET /metrics (Prometheus text format)
  app.get('/metrics', { config: { rateLimit: false }, schema: { tags: ['operations'] } }, async (request, reply) => {
    assertMayReadMetrics(context.config.metricsToken, request.headers.authorization);
    const body = await context.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(context.metrics.registry.contentType).send(body);
  });
}
