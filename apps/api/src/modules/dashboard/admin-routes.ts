import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@studio/contracts/admin-dashboard';
import type { AppContext } from '../../app-context';
import { getDashboard } from './dashboard';

export function registerDashboardAdminRoutes(fastify: FastifyInstance, context: AppContext): void {
  // GET /api/v1/admin/dashboard
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/admin/dashboard', { preValidation: fastify.requireAdmin, schema: { tags: ['admin'], response: { 200: dashboardSchema } } }, async () => getDashboard(context));
}
