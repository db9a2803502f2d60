import type { PrintOrderStatus, Tracking } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import { afterOrderTransition } from './after-transition';
import type { PrintOrderRow } from './repo';
import { transitionOrder, type RecordOrderChange } from './transitions';

export interface OrderMove {
  to: PrintOrderStatus;
  reason?: string | null;
  customerMessage?: string | null;
  /** The administrator who moved it. */
  actorId?: string | null;
  tracking?: Tracking | null;
  record?: RecordOrderChange;
}

/**
 * Manual fulfilment: an administrator moves an order on (submitted → in production → shipped with its
 * tracking → delivered, or rejected with a reason), with the same history, e-mails and refunds as a
 * provider's report. The admin panel calls this; illegal moves are refused.
 */
export async function advanceOrder(context: AppContext, orderId: string, move: OrderMove): Promise<PrintOrderRow> {
  const { changed, order } = await context.db.transaction((tx) =>
    transitionOrder(tx, orderId, {
      to: move.to,
      source: 'admin',
      reason: move.reason ?? null,
      customerMessage: move.customerMessage ?? null,
      actorId: move.actorId ?? null,
      now: context.clock.now(),
      set: move.tracking ? { tracking: move.tracking } : undefined,
      record: move.record,
    }),
  );
  if (changed) await afterOrderTransition(context, order, move.customerMessage ?? null);
  return order;
}
