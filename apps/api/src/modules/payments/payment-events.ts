import type { AppContext } from '../../app-context';
import type { PaymentEvent } from '../../infra/payments/payment-provider';
import { isUuid } from '../../lib/ids';
import { AppError } from '../../errors/app-error';
import { refundLatePayment } from './late-payment';
import { findPayment, type PaymentRow } from './repo';
import { cancelPayment, settlePayment } from './settle-payment';

/** Acts on a verified provider notification. Every branch is idempotent: providers deliver more than once. */
export async function handlePaymentEvent(context: AppContext, event: PaymentEvent): Promise<void> {
  switch (event.type) {
    case 'checkout_completed':
      if (!(await knownPayment(context, event.paymentId))) return;
      try {
        await settlePayment(context, event.paymentId, { recurringRef: event.recurringRef });
      } catch (error) {
        // Paid after we ended it: the money goes back, and the provider hears 200 (a 409 would be retried for days).
        if (!(error instanceof AppError && error.code === 'payment_not_pending')) throw error;
        await refundLatePayment(context, event.paymentId, event.providerRef);
      }
      return;
    case 'checkout_expired':
      if ((await knownPayment(context, event.paymentId))?.status === 'pending') await cancelPayment(context, event.paymentId);
      return;
    case 'renewal_paid':
      await context.fulfilments.recurring.renewalPaid(event);
      return;
    case 'recurring_ended':
      await context.fulfilments.recurring.ended(event.recurringRef);
      return;
    case 'ignored':
      return;
  }
}

async function knownPayment(context: AppContext, paymentId: string): Promise<PaymentRow | undefined> {
  const payment = isUuid(paymentId) ? await findPayment(context.db, paymentId) : undefined;
  if (!payment) context.log.warn({ paymentId }, 'provider notification for an unknown payment');
  return payment;
}
