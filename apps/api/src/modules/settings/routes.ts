import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandSchema } from '@studio/contracts/settings';
import { getSetting } from './settings';

export function registerSettingsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // GET /api/v1/settings/brand — public: the footer and the contact page show it to everyone.
  app.get('/api/v1/settings/brand', { schema: { tags: ['settings'], response: { 200: brandSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getSetting(request.appContext, 'brand');
  });
}
