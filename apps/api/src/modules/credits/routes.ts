import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditBalanceSchema,
  creditCheckRequestSchema,
  creditCheckSchema,
  creditPackageSchema,
  creditTransactionsQuerySchema,
  creditTransactionsSchema,
  paymentStartRequestSchema,
  paymentStartSchema,
} from '@studio/contracts/billing';
import type { AppContext } from '../../context';
import { getCreditBalance } from './balance';
import { checkCredits } from './costs';
import { listEntries } from './ledger-repo';
import { listActivePackages } from './packages-repo';
import { startPackagePurchase, toCreditPackage } from './purchase';
import { toCreditTransaction } from './transaction-view';

const PREFIX = '/api/v1/credits';

export function registerCreditRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['credits'];
  // Before body validation, so a visitor gets 401 rather than a validation error.
  const preValidation = app.authenticate;

  app.get(`${PREFIX}/balance`, { preValidation, schema: { tags, response: { 200: creditBalanceSchema } } }, async (request) =>
    getCreditBalance(context.db, request.customerId),
  );

  app.post(`${PREFIX}/check`, { preValidation, schema: { tags, body: creditCheckRequestSchema.nullish(), response: { 200: creditCheckSchema } } }, async (request) => {
    const { model, num_images } = creditCheckRequestSchema.parse(request.body ?? {});
    return checkCredits(context, request.customerId, model, num_images);
  });

  // Public: the pricing page shows packages to visitors too.
  app.get(`${PREFIX}/packages`, { schema: { tags, response: { 200: z.array(creditPackageSchema) } } }, async () =>
    (await listActivePackages(context.db)).map(toCreditPackage),
  );

  app.post(
    `${PREFIX}/purchase/:package`,
    { preValidation, schema: { tags, params: z.object({ package: z.string() }), body: paymentStartRequestSchema.nullish(), response: { 200: paymentStartSchema } } },
    async (request) => startPackagePurchase(context, request.customerId, request.params.package, request.body?.return_path ?? '/pricing'),
  );

  app.get(`${PREFIX}/transactions`, { preValidation, schema: { tags, querystring: creditTransactionsQuerySchema, response: { 200: creditTransactionsSchema } } }, async (request) => ({
    items: (await listEntries(context.db, request.customerId, request.query.limit)).map(toCreditTransaction),
  }));
}
