import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPlanSchema, planCreateSchema, planUpdateSchema } from '@studio/contracts/admin-plans';
import { pagedSchema, pageQuerySchema } from '@studio/contracts/pagination';
import type { AppContext } from '../../app-context';
import { actorOf } from '../audit/audit-log';
import { createPlan, listPlansForAdmin, updatePlan, type PlanSubscribers } from './admin-plans';

const planParams = z.object({ id: z.string() });

export function registerPlanAdminRoutes(fastify: FastifyInstance, context: AppContext, subscribers: PlanSubscribers): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preValidation = app.requireAdmin;

  // GET /api/v1/admin/plans
  app.get('/api/v1/admin/plans', { preValidation, schema: { tags, querystring: pageQuerySchema, response: { 200: pagedSchema(adminPlanSchema) } } }, async (request) =>
    listPlansForAdmin(context, subscribers, request.query),
  );

  // POST /api/v1/admin/plans
  app.post('/api/v1/admin/plans', { preValidation, schema: { tags, body: planCreateSchema, response: { 201: adminPlanSchema } } }, async (request, reply) =>
    reply.code(201).send(await createPlan(context, actorOf(request), request.body)),
  );

  // PATCH /api/v1/admin/plans/{id}
  app.patch('/api/v1/admin/plans/:id', { preValidation, schema: { tags, params: planParams, body: planUpdateSchema, response: { 200: adminPlanSchema } } }, async (request) =>
    updatePlan(context, subscribers, actorOf(request), request.params.id, request.body),
  );
}
