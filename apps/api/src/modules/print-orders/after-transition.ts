import type { TransitionSource } from '@studio/contracts/print-orders';
import type { AppContext } from '../../context';
import { refundOrder } from './refund-order';
import { sendOrderEmail } from './order-emails';
import type { PrintOrderRow } from './repo';

/**
 * What follows a status change once it is committed: the customer hears of a shipment or a refusal,
 * and an order the printer refused or cancelled is refunded in full. An administrator's message for the
 * customer goes into the e-mail; their internal reason never does.
 */
export async function afterOrderTransition(context: AppContext, order: PrintOrderRow, source: TransitionSource, customerMessage: string | null = null): Promise<void> {
  if (order.status === 'shipped') await sendOrderEmail(context, order, 'shipped', customerMessage);
  if (order.status === 'rejected') await sendOrderEmail(context, order, 'rejected');
  if (order.status === 'rejected' || (order.status === 'cancelled' && order.paidAt)) await refundOrder(context, order.id, source, { customerMessage });
}
