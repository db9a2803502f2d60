import type { TransitionSource } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import type { NewPrintOrderRow } from './repo';
import { afterOrderTransition } from './after-transition';
import { transitionOrder } from './transitions';

/** Ends an order that cannot be printed as ordered, with the reason: the customer is told and refunded (through the refund outbox). */
export async function rejectOrder(context: AppContext, orderId: string, reason: string, source: TransitionSource, set?: Partial<NewPrintOrderRow>): Promise<boolean> {
  const { changed, order } = await context.db.transaction((tx) => transitionOrder(tx, orderId, { to: 'rejected', source, reason, now: context.clock.now(), set }));
  if (changed) await afterOrderTransition(context, order);
  return changed;
}
