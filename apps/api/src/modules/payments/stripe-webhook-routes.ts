import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError, badRequest } from '../../errors/app-error';
import { InvalidWebhookSignature, type PaymentEvent } from '../../infra/payments/payment-provider';
import { registerRawJsonPost, singleHeader } from '../../lib/raw-body-route';
import { handlePaymentEvent } from './payment-events';
import { paymentProvider } from './provider';

/** Stripe signs the exact bytes it sends; the event is verified against them before anything is done. */
export async function registerStripeWebhookRoute(app: FastifyInstance, context: AppContext): Promise<void> {
  // POST /api/v1/payments/stripe/webhook
  await registerRawJsonPost(app, '/api/v1/payments/stripe/webhook', ['payments'], async (rawBody, request) => {
    const provider = paymentProvider(context);
    if (!provider.readWebhook) throw new AppError('not_found', 404, 'Stripe payments are not configured');
    let event: PaymentEvent;
    try {
      event = provider.readWebhook(rawBody, singleHeader(request, 'stripe-signature'), context.clock.now().getTime());
    } catch (error) {
      if (error instanceof InvalidWebhookSignature) throw badRequest('Invalid Stripe signature', 'invalid_signature');
      throw error;
    }
    await handlePaymentEvent(context, event);
    return { received: true };
  });
}
