import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSchema } from '@studio/contracts/billing';
import type { AppContext } from '../../context';
import { notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { toPayment } from './payment-view';
import { findPayment, type PaymentRow } from './repo';
import { cancelPayment, settlePayment } from './settle-payment';

const params = z.object({ id: z.string() });

/** The customer's own payments, and the pay/cancel buttons of the test-mode checkout page. */
export function registerPaymentRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  // Before body validation, so a visitor gets 401 rather than a validation error.
  const preValidation = app.authenticate;

  async function ownPayment(customerId: string, id: string, provider?: PaymentRow['provider']): Promise<PaymentRow> {
    const payment = isUuid(id) ? await findPayment(context.db, id) : undefined;
    if (!payment || payment.customerId !== customerId || (provider && payment.provider !== provider)) throw notFound('Payment');
    return payment;
  }

  app.get('/api/v1/payments/:id', { preValidation, schema: { tags, params, response: { 200: paymentSchema } } }, async (request) =>
    toPayment(await ownPayment(request.customerId, request.params.id)),
  );

  // Only payments made with the test provider can be settled here; with Stripe, only its webhook settles.
  app.post('/api/v1/payments/test/:id/confirm', { preValidation, schema: { tags, params, response: { 200: paymentSchema } } }, async (request) => {
    const payment = await ownPayment(request.customerId, request.params.id, 'test');
    return toPayment((await settlePayment(context, payment.id)).payment);
  });

  app.post('/api/v1/payments/test/:id/cancel', { preValidation, schema: { tags, params, response: { 200: paymentSchema } } }, async (request) => {
    const payment = await ownPayment(request.customerId, request.params.id, 'test');
    return toPayment(await cancelPayment(context, payment.id));
  });
}
