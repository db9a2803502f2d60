import { PRINT_ORDER_STATUSES, type PrintOrderStatus } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import { countOrdersByStatus, countOrdersInStatusesSince } from './order-stats-repo';

/** Paid orders still on their way to the customer: one unchanged for this long needs a look. */
const WAITING: readonly PrintOrderStatus[] = ['paid', 'submitted', 'in_production'];
const ATTENTION_AFTER_MS = 2 * 86_400_000;
/** The built-in fulfilment (providers module): paid orders wait for an administrator to print them. */
const MANUAL_PROVIDER = 'manual' as const;

/** Every status with its count, zero included, in the order an order moves through them. */
export async function ordersByStatus(context: AppContext): Promise<Array<{ status: PrintOrderStatus; count: number }>> {
  const counted = new Map((await countOrdersByStatus(context.db)).map((row) => [row.status, row.count]));
  return PRINT_ORDER_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
}

/** Paid orders stuck for two days, and every paid order at the manual provider: nobody but an administrator moves those on. */
export async function ordersNeedingAttention(context: AppContext): Promise<number> {
  return countOrdersInStatusesSince(context.db, WAITING, new Date(context.clock.now().getTime() - ATTENTION_AFTER_MS), MANUAL_PROVIDER);
}
