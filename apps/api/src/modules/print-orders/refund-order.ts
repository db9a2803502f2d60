import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { refundSoon, requestRefund } from '../payments/refunds';
import { lockOrder, updateOrder } from './repo';
import type { RecordOrderChange } from './transitions';

export interface RefundBy {
  reason?: string;
  /** What the administrator tells the customer; it goes with the refund's e-mail once the provider confirms. */
  customerMessage?: string | null;
  record?: RecordOrderChange;
}

/**
 * An administrator's "refund now" for a cancelled or refused order: the refund is asked for (if it was
 * not already) with the audit row, then settled through the refund outbox, which makes the order
 * refunded and tells the customer. When the provider does not confirm now, the outbox keeps trying and
 * the administrator hears so (502). Repeating it changes nothing.
 */
export async function refundOrder(context: AppContext, orderId: string, by: RefundBy = {}): Promise<void> {
  const now = context.clock.now();
  const paymentId = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order?.paymentId || order.status === 'refunded') return null;
    await requestRefund(tx, order.paymentId, by.reason ?? 'Refunded in full', now, by.customerMessage ?? null);
    const asked = order.refundRequestedAt ? order : await updateOrder(tx, order.id, { refundRequestedAt: now });
    await by.record?.(tx, order, { ...asked, status: 'refunded' });
    return order.paymentId;
  });
  if (!paymentId) return;
  if ((await refundSoon(context, paymentId)) !== 'refunded') {
    throw new AppError('payment_provider_unavailable', 502, 'The payment provider did not confirm the refund yet. It is tried again automatically, and the dashboard shows it if it keeps failing.');
  }
}
