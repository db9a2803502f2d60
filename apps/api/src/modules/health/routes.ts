import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailedHealthSchema } from '@studio/contracts/health';
import type { AppContext } from '../../app-context';
import { detailedHealth, isDatabaseUp } from './service';

/** GET /healthz: whether this process can serve (its database answers); used by load balancers and containers. */
export function registerHealthCheck(app: FastifyInstance, context: AppContext): void {
  // GET /healthz
  app.get('/healthz', { config: { rateLimit: false }, schema: { tags: ['health'] } }, async (_request, reply) => {
    const up = await isDatabaseUp(context);
    return reply.status(up ? 200 : 503).send(up ? { status: 'ok' } : { status: 'unavailable', detail: 'The database does not answer' });
  });
}

export function registerHealthRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerHealthCheck(fastify, context);
  // Components (which database, store, mailer, AI) are for administrators; everyone else gets the status.
  // GET /health/detailed
  app.get(
    '/health/detailed',
    { schema: { tags: ['health'], response: { 200: detailedHealthSchema, 503: detailedHealthSchema } } },
    async (request, reply) => {
      // The database may be what is down: a caller who cannot be confirmed as an administrator gets the status.
      const isAdmin = await app.isAdmin(request).catch(() => false);
      const { status, components } = await detailedHealth(context);
      return reply
        .status(status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(isAdmin ? { status, components } : { status });
    },
  );
}
