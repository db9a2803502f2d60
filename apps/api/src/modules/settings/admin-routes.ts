import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsSchema, settingsUpdateSchema } from '@studio/contracts/settings';
import type { AppContext } from '../../app-context';
import { actorOf } from '../audit/audit-log';
import { getSettings, updateSettings } from './settings';

export function registerSettingsAdminRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  // GET /api/v1/admin/settings
  app.get('/api/v1/admin/settings', { preValidation: app.requireAdmin, schema: { tags, response: { 200: settingsSchema } } }, async () =>
    getSettings(context),
  );

  // PUT /api/v1/admin/settings
  app.put(
    '/api/v1/admin/settings',
    { preValidation: app.requireAdmin, schema: { tags, body: settingsUpdateSchema, response: { 200: settingsSchema } } },
    async (request) => updateSettings(context, actorOf(request), request.body),
  );
}
