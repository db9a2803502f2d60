import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../infra/metrics/metrics';

/** Times every answered request, labelled by its route's pattern (never the raw URL, which holds ids). */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.recordRequest({ method: request.method, route: request.routeOptions.url ?? 'unmatched', statusCode: reply.statusCode, seconds: reply.elapsedTime / 1000 });
    done();
  });
}
