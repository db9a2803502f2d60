import type { AppContext } from '../../app-context';
import type { RefundedHandler } from '../payments/fulfilment';
import { sendOrderEmail } from './order-emails';
import { findOrderByPayment } from './repo';
import { transitionOrder } from './transitions';

/**
 * Once the provider confirmed an order's refund, the cancelled or refused order becomes refunded, in
 * the transaction that records the refund; after it commits, the customer is told.
 */
export function refundedPrintOrder(context: AppContext): RefundedHandler {
  return async (tx, payment, { now, customerMessage }) => {
    const order = await findOrderByPayment(tx, payment.id);
    // Only an order that ended unprinted is refunded as a whole; the money is back either way.
    if (!order || (order.status !== 'cancelled' && order.status !== 'rejected')) return;
    const { changed, order: refunded } = await transitionOrder(tx, order.id, { to: 'refunded', source: 'payment', reason: 'Refunded in full', customerMessage, now });
    if (!changed) return;
    return { afterCommit: () => sendOrderEmail(context, refunded, 'refunded', customerMessage) };
  };
}
