import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditLogQuerySchema } from '@studio/contracts/audit';
import { pagedSchema } from '@studio/contracts/pagination';
import type { AppContext } from '../../app-context';
import { listAuditLog, type AccountEmails } from './audit-log';

export function registerAuditAdminRoutes(app: FastifyInstance, context: AppContext, emailsOf: AccountEmails): void {
  // GET /api/v1/admin/audit-log
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/audit-log',
    { preValidation: app.requireAdmin, schema: { tags: ['admin'], querystring: auditLogQuerySchema, response: { 200: pagedSchema(auditEntrySchema) } } },
    async (request) => listAuditLog(context, emailsOf, request.query),
  );
}
