import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSchema } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { toPayment } from './payment-view';
import { findOwnPayment } from './own-payment';
import { cancelPayment, settlePayment } from './settle-payment';
import { COST_LIMITS } from '../rate-limits/route-limits';

const params = z.object({ id: z.string() });

/** The customer's own payments, and the pay/cancel buttons of the test-mode checkout page. */
export function registerPaymentRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  // Before body validation, so a visitor gets 401 rather than a validation error.
  const preValidation = app.authenticate;


  // GET /api/v1/payments/{id}
  app.get('/api/v1/payments/:id', { preValidation, schema: { tags, params, response: { 200: paymentSchema } } }, async (request) =>
    toPayment(await findOwnPayment(context, request.customerId, request.params.id)),
  );

  // Only payments made with the test provider can be settled here; with Stripe, only its webhook settles.
  // POST /api/v1/payments/test/{id}/confirm
  app.post('/api/v1/payments/test/:id/confirm', { preValidation, config: { routeLimit: COST_LIMITS.checkout }, schema: { tags, params, response: { 200: paymentSchema } } }, async (request) => {
    const payment = await findOwnPayment(context, request.customerId, request.params.id, 'test');
    return toPayment((await settlePayment(context, payment.id)).payment);
  });

  // POST /api/v1/payments/test/{id}/cancel
  app.post('/api/v1/payments/test/:id/cancel', { preValidation, schema: { tags, params, response: { 200: paymentSchema } } }, async (request) => {
    const payment = await findOwnPayment(context, request.customerId, request.params.id, 'test');
    return toPayment(await cancelPayment(context, payment.id));
  });
}
