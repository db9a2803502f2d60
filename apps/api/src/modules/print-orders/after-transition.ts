import type { AppContext } from '../../app-context';
import { refundSoon } from '../payments/refunds';
import { sendOrderEmail } from './order-emails';
import type { PrintOrderRow } from './repo';

/**
 * What follows a status change once it is committed: the customer hears of a shipment or a refusal,
 * and the refund an order that ended unprinted asked for is settled now, or by the refund outbox. An
 * administrator's message for the customer goes into the e-mail; their internal reason never does.
 */
export async function afterOrderTransition(context: AppContext, order: PrintOrderRow, customerMessage: string | null = null): Promise<void> {
  if (order.status === 'shipped') await sendOrderEmail(context, order, 'shipped', customerMessage);
  if (order.status === 'rejected') await sendOrderEmail(context, order, 'rejected');
  if ((order.status === 'rejected' || order.status === 'cancelled') && order.refundRequestedAt && order.paymentId) await refundSoon(context, order.paymentId);
}
