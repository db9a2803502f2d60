import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { createPaymentProvider } from '../../infra/payments/create-payment-provider';
import type { PaymentProvider } from '../../infra/payments/payment-provider';
import { perContext } from '../../lib/per-context';

/** The payment provider of this process, chosen from the configuration on first use. */
export const paymentProvider = perContext((context: AppContext) => createPaymentProvider(context.config.stripe));

/** Replaces the provider (tests point a Stripe provider at a local server speaking Stripe's protocol). */
export function usePaymentProvider(context: AppContext, provider: PaymentProvider): void {
  paymentProvider.replace(context, provider);
}

/** Runs a provider call; a failure reaches the customer as 502 with a detail, and the log gets the cause. */
export async function callPaymentProvider<T>(context: AppContext, what: string, call: (provider: PaymentProvider) => Promise<T>): Promise<T> {
  try {
    return await call(paymentProvider(context));
  } catch (error) {
    context.log.error({ err: error }, `payment provider failed to ${what}`);
    throw new AppError('payment_provider_unavailable', 502, 'We could not reach the payment provider. Please try again in a moment.');
  }
}
