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
import type { AppContext } from '../../context';
import { getCreditBalance } from '../credits/balance';
import { cancelSubscription, getSubscription, getSubscriptionStatus } from './service';
import { subscribe } from './subscribe';

const PREFIX = '/api/v1/subscriptions';
const subscribeBody = subscribeRequestSchema.extend({ return_path: returnPathSchema.optional() });

export function registerSubscriptionRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['subscriptions'];
  // Before body validation, so a visitor gets 401 rather than a validation error.
  const preValidation = app.authenticate;

  app.get(`${PREFIX}/subscription/status`, { preValidation, schema: { tags, response: { 200: subscriptionStatusSchema } } }, async (request) =>
    getSubscriptionStatus(context, request.customerId),
  );

  app.get(`${PREFIX}/subscription`, { preValidation, schema: { tags, response: { 200: subscriptionSchema } } }, async (request) =>
    getSubscription(context, request.customerId),
  );

  app.get(`${PREFIX}/credits/balance`, { preValidation, schema: { tags, response: { 200: creditBalanceSchema } } }, async (request) =>
    getCreditBalance(context.db, request.customerId),
  );

  app.post(`${PREFIX}/subscribe`, { preValidation, schema: { tags, body: subscribeBody, response: { 200: subscribeResponseSchema } } }, async (request) =>
    subscribe(context, request.customerId, request.body.plan_id, request.body.return_path ?? '/pricing'),
  );

  app.post(`${PREFIX}/cancel`, { preValidation, schema: { tags, response: { 200: cancelResponseSchema } } }, async (request) =>
    cancelSubscription(context, request.customerId),
  );
}
