import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@studio/contracts/admin-dashboard';
import { getDashboard } from './dashboard';

export function registerDashboardAdminRoutes(fastify: FastifyInstance): void {
  // GET /api/v1/admin/dashboard
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/admin/dashboard', { preValidation: fastify.requireAdmin, schema: { tags: ['admin'], response: { 200: dashboardSchema } } }, async (request) => getDashboard(request.appContext));
}
