import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { callPaymentProvider } from './provider';
import { findPayment, type PaymentRow } from './repo';
import { cancelPayment } from './settle-payment';

/**
 * Ends a pending payment for good: its checkout is closed at the provider first, so it can no longer
 * take money, then the payment is cancelled here. A checkout the customer paid just before is left
 * to its webhook (409 here); a provider that cannot be reached leaves everything as it was (502).
 */
export async function closeCheckout(context: AppContext, paymentId: string): Promise<PaymentRow> {
  const payment = await findPayment(context.db, paymentId);
  if (!payment) throw notFound('Payment');
  if (payment.status !== 'pending') return cancelPayment(context, paymentId);
  const closing = await callPaymentProvider(context, 'close a checkout', (provider) => provider.expireCheckout({ paymentId: payment.id, providerRef: payment.providerRef }));
  if (closing === 'completed') throw conflict('This payment has just been made, so it can no longer be cancelled', 'payment_already_paid');
  return cancelPayment(context, paymentId);
}
