import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { createTestPaymentProvider } from './test-payment-provider';

/** Stripe when its keys are configured; otherwise the clearly labelled test provider. */
export function createPaymentProvider(config: Config['stripe']): PaymentProvider {
  if (config.secretKey && config.webhookSecret) {
    return createStripePaymentProvider({ secretKey: config.secretKey, webhookSecret: config.webhookSecret });
  }
  return createTestPaymentProvider();
}
