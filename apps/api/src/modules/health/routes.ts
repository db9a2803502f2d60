import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { detailedHealth, isDatabaseUp } from './service';

export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  // GET /healthz
  app.get('/healthz', { config: { rateLimit: false }, schema: { tags: ['health'] } }, async (_request, reply) => {
    const up = await isDatabaseUp(context);
    return reply.status(up ? 200 : 503).send(up ? { status: 'ok' } : { status: 'unavailable', detail: 'The database does not answer' });
  });
  // GET /health/detailed
  app.get('/health/detailed', { schema: { tags: ['health'] } }, async (_request, reply) => {
    const health = await detailedHealth(context);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
}
