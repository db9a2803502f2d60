import type { TransitionSource } from '@studio/contracts/print-orders';
import type { AppContext } from '../../context';
import { refundPayment } from '../payments/refund-payment';
import { sendOrderEmail } from './order-emails';
import { findOrder } from './repo';
import { transitionOrder, type RecordOrderChange } from './transitions';

export interface RefundBy {
  reason?: string;
  customerMessage?: string | null;
  actorId?: string | null;
  record?: RecordOrderChange;
}

/** Refunds a cancelled or rejected order's payment and records it; the e-mail tells the customer. Repeating it changes nothing. */
export async function refundOrder(context: AppContext, orderId: string, source: TransitionSource, by: RefundBy = {}): Promise<void> {
  const order = await findOrder(context.db, orderId);
  if (!order?.paymentId || order.status === 'refunded') return;
  await refundPayment(context, order.paymentId);
  const { changed, order: refunded } = await context.db.transaction((tx) =>
    transitionOrder(tx, order.id, {
      to: 'refunded',
      source,
      reason: by.reason ?? 'Refunded in full',
      customerMessage: by.customerMessage ?? null,
      actorId: by.actorId ?? null,
      record: by.record,
      now: context.clock.now(),
    }),
  );
  if (changed) await sendOrderEmail(context, refunded, 'refunded', by.customerMessage ?? null);
}
