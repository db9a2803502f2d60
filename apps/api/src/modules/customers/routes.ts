import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditAdjustmentSchema, customerDetailSchema, customerListQuerySchema, customerRowSchema, customerUpdateSchema } from '@studio/contracts/admin-customers';
import { creditBalanceSchema } from '@studio/contracts/billing';
import { pagedSchema } from '@studio/contracts/pagination';
import type { AppContext } from '../../app-context';
import { actorOf } from '../audit/audit-log';
import { adjustCustomerCredits, resendVerificationAsAdmin, updateCustomerAsAdmin } from './customer-changes';
import { getCustomerDetail, listCustomers } from './customers';
import { COST_LIMITS } from '../rate-limits/route-limits';

const customerParams = z.object({ id: z.string() });

/** Spec §7's `/api/v1/customers`: the back office's view of the accounts, administrators only. */
export function registerCustomerRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preValidation = app.requireAdmin;

  // GET /api/v1/customers
  app.get('/api/v1/customers', { preValidation, schema: { tags, querystring: customerListQuerySchema, response: { 200: pagedSchema(customerRowSchema) } } }, async (request) =>
    listCustomers(context, request.query),
  );

  // GET /api/v1/customers/{id}
  app.get('/api/v1/customers/:id', { preValidation, schema: { tags, params: customerParams, response: { 200: customerDetailSchema } } }, async (request) =>
    getCustomerDetail(context, request.params.id),
  );

  // PATCH /api/v1/customers/{id}
  app.patch('/api/v1/customers/:id', { preValidation, schema: { tags, params: customerParams, body: customerUpdateSchema, response: { 200: customerDetailSchema } } }, async (request) =>
    updateCustomerAsAdmin(context, actorOf(request), request.params.id, request.body),
  );

  // POST /api/v1/customers/{id}/credits
  app.post('/api/v1/customers/:id/credits', { preValidation, schema: { tags, params: customerParams, body: creditAdjustmentSchema, response: { 200: creditBalanceSchema } } }, async (request) =>
    adjustCustomerCredits(context, actorOf(request), request.params.id, request.body),
  );

  // POST /api/v1/customers/{id}/resend-verification
  app.post('/api/v1/customers/:id/resend-verification', { preValidation, config: { routeLimit: COST_LIMITS.adminMail }, schema: { tags, params: customerParams } }, async (request, reply) => {
    await resendVerificationAsAdmin(context, actorOf(request), request.params.id);
    return reply.code(204).send();
  });
}
