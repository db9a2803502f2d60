import type { AppContext } from '../../context';
import { notFound } from '../../errors/app-error';
import { callPaymentProvider } from './provider';
import { findPayment, markPaymentRefunded, type PaymentRow } from './repo';

/** Gives a paid payment back through its provider, then records it; a payment refunded before is left as it is. */
export async function refundPayment(context: AppContext, paymentId: string): Promise<PaymentRow> {
  const payment = await findPayment(context.db, paymentId);
  if (!payment) throw notFound('Payment');
  if (payment.status === 'refunded') return payment;
  await callPaymentProvider(context, 'refund a payment', (provider) =>
    provider.refund({ paymentId: payment.id, providerRef: payment.providerRef, amountCents: payment.amountCents, currency: payment.currency }),
  );
  return (await markPaymentRefunded(context.db, payment.id, context.clock.now())) ?? payment;
}
