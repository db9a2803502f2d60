import type { AppContext } from '../../app-context';
import type { FulfilmentHandler } from '../payments/fulfilment';
import { queuePrintFiles } from './make-print-files-job';
import { sendOrderEmail } from './order-emails';
import { findOrderByPayment } from './repo';
import { transitionOrder } from './transitions';

/** A paid print order becomes `paid` once, in the payment's transaction; after it commits, the customer hears of it and its print files are queued. */
export function fulfilPrintOrder(context: AppContext): FulfilmentHandler {
  return async (tx, payment, { now }) => {
    const order = await findOrderByPayment(tx, payment.id);
    if (!order) throw new Error(`Payment ${payment.id} is for a print order that does not exist`);
    const { changed, order: paid } = await transitionOrder(tx, order.id, { to: 'paid', source: 'payment', now, set: { paidAt: now } });
    if (!changed) return;
    return {
      afterCommit: async () => {
        await queuePrintFiles(context, paid.id, paid.customerId);
        await sendOrderEmail(context, paid, 'received');
      },
    };
  };
}
