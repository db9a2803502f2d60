import type { PrintOrder } from '@studio/contracts/print-orders';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { refundPayment } from '../payments/refund-payment';
import { cancelPayment } from '../payments/settle-payment';
import { sendOrderEmail } from './order-emails';
import { getOrder } from './orders';
import { findOrder } from './repo';
import { CANCELLABLE, transitionOrder } from './transitions';

/**
 * Cancels an order the printer has not started: an unpaid one simply ends; a paid one is asked of the
 * printer first (when it has it), then refunded through the payment provider.
 */
export async function cancelOrder(context: AppContext, customerId: string, orderId: string, reason = 'Cancelled by the customer'): Promise<PrintOrder> {
  const order = isUuid(orderId) ? await findOrder(context.db, orderId) : undefined;
  if (!order || order.customerId !== customerId) throw notFound('Order');
  if (!CANCELLABLE.includes(order.status)) throw conflict('This order is already being printed or has ended, so it can no longer be cancelled', 'order_not_cancellable');
  if (order.status === 'pending_payment') {
    if (order.paymentId) await cancelPayment(context, order.paymentId);
    await context.db.transaction((tx) => transitionOrder(tx, order.id, { to: 'cancelled', source: 'customer', reason, now: context.clock.now() }));
    return getOrder(context, customerId, order.id);
  }
  await context.db.transaction((tx) => transitionOrder(tx, order.id, { to: 'cancelled', source: 'customer', reason, now: context.clock.now() }));
  await refundOrder(context, order.id, 'customer');
  return getOrder(context, customerId, order.id);
}

/** Refunds a cancelled or rejected order's payment and records it; the e-mail tells the customer. */
export async function refundOrder(context: AppContext, orderId: string, source: 'customer' | 'admin' | 'provider' | 'system'): Promise<void> {
  const order = (await findOrder(context.db, orderId))!;
  if (!order.paymentId) return;
  await refundPayment(context, order.paymentId);
  const { changed, order: refunded } = await context.db.transaction((tx) =>
    transitionOrder(tx, order.id, { to: 'refunded', source, reason: 'Refunded in full', now: context.clock.now() }),
  );
  if (changed) await sendOrderEmail(context, refunded, 'refunded');
}
