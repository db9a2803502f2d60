import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandSchema } from '@studio/contracts/settings';
import type { AppContext } from '../../app-context';
import { getSetting } from './settings';

export function registerSettingsRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // GET /api/v1/settings/brand — public: the footer and the contact page show it to everyone.
  app.get('/api/v1/settings/brand', { schema: { tags: ['settings'], response: { 200: brandSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getSetting(context, 'brand');
  });
}
