import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCreditPackageSchema, creditPackageCreateSchema, creditPackageUpdateSchema } from '@studio/contracts/admin-plans';
import { pagedSchema, pageQuerySchema } from '@studio/contracts/pagination';
import type { AppContext } from '../../app-context';
import { actorOf } from '../audit/audit-log';
import { createPackage, listPackagesForAdmin, updatePackage } from './admin-packages';

const packageParams = z.object({ id: z.string() });

export function registerCreditPackageAdminRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preValidation = app.requireAdmin;

  // GET /api/v1/admin/credit-packages
  app.get(
    '/api/v1/admin/credit-packages',
    { preValidation, schema: { tags, querystring: pageQuerySchema, response: { 200: pagedSchema(adminCreditPackageSchema) } } },
    async (request) => listPackagesForAdmin(context, request.query),
  );

  // POST /api/v1/admin/credit-packages
  app.post('/api/v1/admin/credit-packages', { preValidation, schema: { tags, body: creditPackageCreateSchema, response: { 201: adminCreditPackageSchema } } }, async (request, reply) =>
    reply.code(201).send(await createPackage(context, actorOf(request), request.body)),
  );

  // PATCH /api/v1/admin/credit-packages/{id}
  app.patch(
    '/api/v1/admin/credit-packages/:id',
    { preValidation, schema: { tags, params: packageParams, body: creditPackageUpdateSchema, response: { 200: adminCreditPackageSchema } } },
    async (request) => updatePackage(context, actorOf(request), request.params.id, request.body),
  );
}
