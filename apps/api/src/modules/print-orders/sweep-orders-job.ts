import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../jobs/job-definition';
import { scheduleJob } from '../jobs/schedule-job';
import { cancelPayment } from '../payments/settle-payment';
import { listOrdersInStatusBefore } from './repo';
import { transitionOrder } from './transitions';

export const SWEEP_PRINT_ORDERS_JOB = 'sweep-print-orders';
const EVERY_FIVE_MINUTES = '*/5 * * * *';
const BATCH = 100;

/** Ends unpaid orders after the configured time (`PRINT_ORDER_PAYMENT_HOURS`), with their checkout. */
export async function sweepPrintOrders(context: AppContext): Promise<{ expired: number }> {
  const now = context.clock.now();
  let expired = 0;
  for (const order of await listOrdersInStatusBefore(context.db, 'pending_payment', new Date(now.getTime() - context.config.printOrderPaymentMs), BATCH)) {
    if (order.paymentId) {
      // Paid while we looked: the payment wins and the order goes on.
      const payment = await cancelPayment(context, order.paymentId).catch(() => null);
      if (!payment || payment.status !== 'cancelled') continue;
    }
    const hours = Math.round(context.config.printOrderPaymentMs / 3_600_000);
    const { changed } = await context.db.transaction((tx) =>
      transitionOrder(tx, order.id, { to: 'cancelled', source: 'system', reason: `Not paid within ${hours} hours`, now }),
    );
    if (changed) expired++;
  }
  return { expired };
}

export function createSweepPrintOrdersJob(context: AppContext) {
  return defineJob({
    name: SWEEP_PRINT_ORDERS_JOB,
    version: 1,
    payload: z.object({}),
    // The next run, five minutes on, picks up whatever this one left.
    retryLimit: 0,
    handler: () => sweepPrintOrders(context),
  });
}

export async function schedulePrintOrderSweep(context: AppContext): Promise<void> {
  await scheduleJob(context, SWEEP_PRINT_ORDERS_JOB, EVERY_FIVE_MINUTES);
}
