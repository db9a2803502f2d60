import type { PrintOrder } from '@studio/contracts/print-orders';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { cancelPayment } from '../payments/settle-payment';
import { afterOrderTransition } from './after-transition';
import { getOrder } from './orders';
import { printProvider } from './print-provider';
import { findOrder } from './repo';
import { CANCELLABLE, transitionOrder } from './transitions';

/**
 * Cancels an order the printer has not started: an unpaid one simply ends; a paid one is asked of the
 * printer first (when it has it), then refunded through the payment provider.
 */
export async function cancelOrder(context: AppContext, customerId: string, orderId: string, reason = 'Cancelled by the customer'): Promise<PrintOrder> {
  const order = isUuid(orderId) ? await findOrder(context.db, orderId) : undefined;
  if (!order || order.customerId !== customerId) throw notFound('Order');
  if (!CANCELLABLE.includes(order.status)) throw notCancellable();
  if (order.status === 'pending_payment' && order.paymentId) await cancelPayment(context, order.paymentId);
  if (order.providerJobId) await cancelAtProvider(context, order.providerJobId);
  const { changed, order: cancelled } = await context.db.transaction((tx) =>
    transitionOrder(tx, order.id, { to: 'cancelled', source: 'customer', reason, now: context.clock.now() }),
  );
  if (changed) await afterOrderTransition(context, cancelled, 'customer');
  return getOrder(context, customerId, order.id);
}

/** The printer decides: once it has started, the order can no longer be cancelled. */
async function cancelAtProvider(context: AppContext, providerJobId: string): Promise<void> {
  let state;
  try {
    state = await printProvider(context).cancel(providerJobId);
  } catch (error) {
    context.log.error({ err: error, providerJobId }, 'the print provider could not be asked to cancel');
    throw new AppError('print_provider_unavailable', 502, 'We could not reach the printer to cancel this order. Please try again in a moment.');
  }
  if (state.status !== 'CANCELED') throw notCancellable();
}

const notCancellable = () => conflict('This order is already being printed or has ended, so it can no longer be cancelled', 'order_not_cancellable');
