import type { AppContext } from '../../context';
import type { FulfilmentHandler } from '../payments/fulfilment';
import { sendOrderEmail } from './order-emails';
import { findOrderByPayment } from './repo';
import { transitionOrder } from './transitions';

/** A paid print order becomes `paid` once, in the payment's transaction; the customer hears of it after it commits. */
export function fulfilPrintOrder(context: AppContext): FulfilmentHandler {
  return async (tx, payment, { now }) => {
    const order = await findOrderByPayment(tx, payment.id);
    if (!order) throw new Error(`Payment ${payment.id} is for a print order that does not exist`);
    const { changed, order: paid } = await transitionOrder(tx, order.id, { to: 'paid', source: 'payment', now, set: { paidAt: now } });
    if (!changed) return;
    return { afterCommit: () => sendOrderEmail(context, paid, 'received') };
  };
}
