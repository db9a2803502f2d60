import type { AppContext } from '../../app-context';
import { claimLatePayment } from './repo';
import { refundSoon, requestRefund } from './refunds';

/**
 * The provider took money for a payment we had ended (the order cancelled, the purchase expired) — the
 * customer paid in the moment it closed, or with a method that completes later. Nothing is delivered:
 * the payment is recorded as taken and its refund asked for in one transaction, then settled through the
 * refund outbox, exactly once however often the provider reports it.
 */
export async function refundLatePayment(context: AppContext, paymentId: string, providerRef: string): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const taken = await claimLatePayment(tx, paymentId, providerRef, now);
    if (taken) await requestRefund(tx, paymentId, `Paid after it was ${taken.was}; refunded in full`, now);
  });
  await refundSoon(context, paymentId);
}
