import type { TransitionSource } from '@studio/contracts/print-orders';
import type { AppContext } from '../../context';
import { refundPayment } from '../payments/refund-payment';
import { sendOrderEmail } from './order-emails';
import { findOrder } from './repo';
import { transitionOrder } from './transitions';

/** Refunds a cancelled or rejected order's payment and records it; the e-mail tells the customer. Repeating it changes nothing. */
export async function refundOrder(context: AppContext, orderId: string, source: TransitionSource): Promise<void> {
  const order = await findOrder(context.db, orderId);
  if (!order?.paymentId || order.status === 'refunded') return;
  await refundPayment(context, order.paymentId);
  const { changed, order: refunded } = await context.db.transaction((tx) =>
    transitionOrder(tx, order.id, { to: 'refunded', source, reason: 'Refunded in full', now: context.clock.now() }),
  );
  if (changed) await sendOrderEmail(context, refunded, 'refunded');
}
