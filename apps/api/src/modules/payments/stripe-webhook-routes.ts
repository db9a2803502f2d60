import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../errors/app-error';
import { InvalidWebhookSignature, type PaymentEvent } from '../../infra/payments/payment-provider';
import { handlePaymentEvent } from './payment-events';
import { paymentProvider } from './provider';

/**
 * Stripe signs the exact bytes it sends, so this route lives in its own plugin scope whose JSON parser
 * keeps the raw body; everywhere else JSON is parsed as usual.
 */
export async function registerStripeWebhookRoute(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // POST /api/v1/payments/stripe/webhook
    scope.post('/api/v1/payments/stripe/webhook', { config: { rateLimit: false }, schema: { tags: ['payments'], hide: true } }, async (request) => {
      const provider = paymentProvider(context);
      if (!provider.readWebhook) throw new AppError('not_found', 404, 'Stripe payments are not configured');
      if (!Buffer.isBuffer(request.body)) throw badRequest('Send the event as application/json', 'invalid_body');
      const signature = request.headers['stripe-signature'];
      let event: PaymentEvent;
      try {
        event = provider.readWebhook(request.body, typeof signature === 'string' ? signature : undefined, context.clock.now().getTime());
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) throw badRequest('Invalid Stripe signature', 'invalid_signature');
        throw error;
      }
      await handlePaymentEvent(context, event);
      return { received: true };
    });
  });
}
