import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditCheckRequestSchema,
  creditCheckSchema,
  creditPackageSchema,
  creditTransactionsQuerySchema,
  creditTransactionsSchema,
  paymentStartRequestSchema,
  paymentStartSchema,
} from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { checkCredits } from './costs';
import { listCreditPackages, startPackagePurchase } from './purchase';
import { creditTransactionsJson } from './transaction-view';
import { sendJson } from '../../lib/json-reply';
import { COST_LIMITS } from '../rate-limits/route-limits';

export function registerCreditRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['credits'];
  // Before body validation, so a visitor gets 401 rather than a validation error.
  const preValidation = app.authenticate;

  // POST /api/v1/credits/check
  app.post('/api/v1/credits/check', { preValidation, schema: { tags, body: creditCheckRequestSchema.nullish(), response: { 200: creditCheckSchema } } }, async (request) => {
    const { model, num_images } = creditCheckRequestSchema.parse(request.body ?? {});
    return checkCredits(context, request.customerId, model, num_images);
  });

  // Public: the pricing page shows packages to visitors too.
  // GET /api/v1/credits/packages
  app.get('/api/v1/credits/packages', { schema: { tags, response: { 200: z.array(creditPackageSchema) } } }, async () =>
    listCreditPackages(context),
  );

  // POST /api/v1/credits/purchase/{package}
  app.post(
    '/api/v1/credits/purchase/:package',
    { preValidation, config: { routeLimit: COST_LIMITS.checkout }, schema: { tags, params: z.object({ package: z.string() }), body: paymentStartRequestSchema.nullish(), response: { 200: paymentStartSchema } } },
    async (request) => startPackagePurchase(context, request.customerId, request.params.package, request.body?.return_path ?? '/pricing'),
  );

  // GET /api/v1/credits/transactions
  app.get('/api/v1/credits/transactions', { preValidation, schema: { tags, querystring: creditTransactionsQuerySchema, response: { 200: creditTransactionsSchema } } }, async (request, reply) =>
    sendJson(reply, await creditTransactionsJson(context, request.customerId, request.query.limit, request.query.offset)),
  );
}
