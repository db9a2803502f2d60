import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROVIDER_AREAS, providerStatusSchema, providerTestResultSchema } from '@studio/contracts/admin-providers';
import type { AppContext } from '../../app-context';
import { listProviders, testProvider } from './providers';
import { COST_LIMITS } from '../rate-limits/route-limits';

export function registerProviderAdminRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preValidation = app.requireAdmin;

  // GET /api/v1/admin/providers
  app.get('/api/v1/admin/providers', { preValidation, schema: { tags, response: { 200: z.array(providerStatusSchema) } } }, async () => listProviders(context));

  // POST /api/v1/admin/providers/{area}/test
  app.post(
    '/api/v1/admin/providers/:area/test',
    { preValidation, config: { routeLimit: COST_LIMITS.adminMail }, schema: { tags, params: z.object({ area: z.enum(PROVIDER_AREAS) }), response: { 200: providerTestResultSchema } } },
    async (request) => testProvider(context, request.customerId, request.params.area),
  );
}
