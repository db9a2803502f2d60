import type { PaymentPurpose, PaymentStart } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../errors/app-error';
import { readCustomer } from '../auth/customer-cache';
import { paymentProvider } from './provider';
import { insertPayment, setPaymentProviderRef, settlePendingPayment } from './repo';

export interface PaymentOrder {
  customerId: string;
  purpose: Extract<PaymentPurpose, 'subscription' | 'credit_package' | 'print_order'>;
  description: string;
  amountCents: number;
  currency: string;
  planId?: string;
  packageId?: string;
  credits?: number;
  /** In-app path to come back to after checkout. */
  returnPath: string;
  /** The end of the payment window (a print order's unpaid expiry); CHECKOUT_WINDOW_MS from now by default. */
  payableUntil?: Date;
}

/** How long a credit package or plan checkout stays open: long enough to find a card, short enough that an abandoned one ends. */
export const CHECKOUT_WINDOW_MS = 60 * 60_000;

/** Records the payment, then opens a checkout for it at the provider. */
export async function startPayment(context: AppContext, order: PaymentOrder): Promise<PaymentStart> {
  const provider = paymentProvider(context);
  const customer = await readCustomer(context, order.customerId);
  if (!customer) throw notFound('Account');
  const { payableUntil, ...values } = order;
  const now = context.clock.now();
  const payment = await insertPayment(context.db, { ...values, provider: provider.name, createdAt: now });
  const back = (outcome: 'success' | 'cancelled') => returnUrl(context.config.publicUrl, order.returnPath, { payment: outcome, payment_id: payment.id });
  try {
    const session = await provider.createCheckout({
      paymentId: payment.id,
      customer: { id: customer.id, email: customer.email },
      description: order.description,
      amountCents: order.amountCents,
      currency: order.currency,
      recurring: order.purpose === 'subscription',
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
      expiresAt: payableUntil ?? new Date(now.getTime() + CHECKOUT_WINDOW_MS),
    });
    if (session.providerRef) {
      await setPaymentProviderRef(context.db, payment.id, session.providerRef);
    }
    return { payment_id: payment.id, checkout_url: session.checkoutUrl };
  } catch (error) {
    context.log.error({ err: error, paymentId: payment.id }, 'could not start checkout');
    await settlePendingPayment(context.db, payment.id, 'failed', context.clock.now());
    throw new AppError('payment_provider_unavailable', 502, 'We could not start the checkout. Please try again in a moment.');
  }
}

function returnUrl(publicUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, publicUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
