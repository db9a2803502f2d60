import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelResponseSchema,
  creditBalanceSchema,
  returnPathSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriptionSchema,
  subscriptionStatusSchema,
} from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { getCreditBalance } from './credit-balance';
import { cancelSubscription, getSubscription, getSubscriptionStatus } from './service';
import { subscribe } from './subscribe';
import { COST_LIMITS } from '../rate-limits/route-limits';

const subscribeBody = subscribeRequestSchema.extend({ return_path: returnPathSchema.optional() });

export function registerSubscriptionRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['subscriptions'];
  // Before body validation, so a visitor gets 401 rather than a validation error.
  const preValidation = app.authenticate;

  // GET /api/v1/subscriptions/subscription/status
  app.get('/api/v1/subscriptions/subscription/status', { preValidation, schema: { tags, response: { 200: subscriptionStatusSchema } } }, async (request) =>
    getSubscriptionStatus(context, request.customerId),
  );

  // GET /api/v1/subscriptions/subscription
  app.get('/api/v1/subscriptions/subscription', { preValidation, schema: { tags, response: { 200: subscriptionSchema } } }, async (request) =>
    getSubscription(context, request.customerId),
  );

  // The balance counts the running period's grant, which only subscriptions can name; so both its addresses are served here.
  // GET /api/v1/credits/balance
  app.get('/api/v1/credits/balance', { preValidation, schema: { tags: ['credits'], response: { 200: creditBalanceSchema } } }, async (request) =>
    getCreditBalance(context.db, request.customerId),
  );

  // GET /api/v1/subscriptions/credits/balance
  app.get('/api/v1/subscriptions/credits/balance', { preValidation, schema: { tags, response: { 200: creditBalanceSchema } } }, async (request) =>
    getCreditBalance(context.db, request.customerId),
  );

  // POST /api/v1/subscriptions/subscribe
  app.post('/api/v1/subscriptions/subscribe', { preValidation, config: { routeLimit: COST_LIMITS.checkout }, schema: { tags, body: subscribeBody, response: { 200: subscribeResponseSchema } } }, async (request) =>
    subscribe(context, request.customerId, request.body.plan_id, request.body.return_path ?? '/pricing'),
  );

  // POST /api/v1/subscriptions/cancel
  app.post('/api/v1/subscriptions/cancel', { preValidation, config: { routeLimit: COST_LIMITS.checkout }, schema: { tags, response: { 200: cancelResponseSchema } } }, async (request) =>
    cancelSubscription(context, request.customerId),
  );
}
