import type { PrintOrder, TransitionSource } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import { AppError, conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { closeCheckout } from '../payments/close-checkout';
import { afterOrderTransition } from './after-transition';
import { getOrder } from './orders';
import { printProvider } from './print-provider';
import { findOrder, type PrintOrderRow } from './repo';
import { CANCELLABLE, transitionOrder, type RecordOrderChange } from './transitions';

export interface CancelBy {
  source: TransitionSource;
  reason: string;
  customerMessage?: string | null;
  actorId?: string | null;
  record?: RecordOrderChange;
}

/**
 * Cancels an order the printer has not started: an unpaid one ends once its checkout is closed; a paid one is asked of the
 * printer first (when it has it), then refunded through the payment provider.
 */
export async function cancelOrder(context: AppContext, customerId: string, orderId: string, reason = 'Cancelled by the customer'): Promise<PrintOrder> {
  const order = isUuid(orderId) ? await findOrder(context.db, orderId) : undefined;
  if (!order || order.customerId !== customerId) throw notFound('Order');
  await cancelOrderRow(context, order, { source: 'customer', reason });
  return getOrder(context, customerId, order.id);
}

/** Cancels an order (the customer's or an administrator's decision): at the payment provider or the printer first, then here, then the refund. */
export async function cancelOrderRow(context: AppContext, order: PrintOrderRow, by: CancelBy): Promise<PrintOrderRow> {
  if (!CANCELLABLE.includes(order.status)) throw notCancellable();
  if (order.status === 'pending_payment' && order.paymentId) await closeCheckout(context, order.paymentId);
  if (order.providerJobId) await cancelAtProvider(context, order.providerJobId);
  const { changed, order: cancelled } = await context.db.transaction((tx) =>
    transitionOrder(tx, order.id, {
      to: 'cancelled',
      source: by.source,
      reason: by.reason,
      customerMessage: by.customerMessage ?? null,
      actorId: by.actorId ?? null,
      record: by.record,
      now: context.clock.now(),
    }),
  );
  if (changed) await afterOrderTransition(context, cancelled, by.customerMessage ?? null);
  return cancelled;
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
