import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineJob } from '../jobs/job-definition';
import { EVERY_FIVE_MINUTES, scheduleJob } from '../jobs/schedule-job';
import { closeCheckout } from '../payments/close-checkout';
import { queuePrintFiles } from './make-print-files-job';
import { printProvider } from './print-provider';
import { applyProviderEvents } from './provider-events';
import { applyProviderState } from './provider-updates';
import { unpaidOrderWindowHours } from './payment-window';
import { listJobsWithUnappliedEvents, listOrdersInStatusBefore, listOrdersInStatusesBefore } from './repo';
import { transitionOrder } from './transitions';

export const SWEEP_PRINT_ORDERS_JOB = 'sweep-print-orders';
const BATCH = 100;
/** A paid order whose files job has not moved it on in this time is queued again (its job was lost or gave up). */
const PAID_PATIENCE_MS = 30 * 60_000;
/** A recorded provider report still unapplied after this long is tried again. */
const EVENT_PATIENCE_MS = 60_000;
/** An order at the printer with no news for this long is asked about, in case a webhook was lost. */
const PROVIDER_SILENCE_MS = 12 * 3_600_000;

export interface SweepOutcome {
  expired: number;
  requeued: number;
  eventsRetried: number;
  polled: number;
}

/**
 * Keeps every order moving: unpaid orders end after `PRINT_ORDER_PAYMENT_HOURS`; paid orders whose
 * files never reached the printer are queued again; provider reports that could not be applied are
 * applied; orders the printer has been silent about are asked after.
 */
export async function sweepPrintOrders(context: AppContext): Promise<SweepOutcome> {
  const now = context.clock.now().getTime();
  const ago = (ms: number) => new Date(now - ms);
  const outcome: SweepOutcome = { expired: await expireUnpaid(context), requeued: 0, eventsRetried: 0, polled: 0 };
  for (const order of await listOrdersInStatusBefore(context.db, 'paid', ago(PAID_PATIENCE_MS), BATCH)) {
    await queuePrintFiles(context, order.id, order.customerId);
    outcome.requeued++;
  }
  for (const job of await listJobsWithUnappliedEvents(context.db, ago(EVENT_PATIENCE_MS), BATCH)) {
    await applyProviderEvents(context, job.provider as 'lulu', job.providerJobId).catch((error: unknown) => context.log.error({ err: error, job }, 'a print job event could not be applied'));
    outcome.eventsRetried++;
  }
  const provider = printProvider(context);
  if (provider.name !== 'manual') {
    for (const order of await listOrdersInStatusesBefore(context.db, ['submitted', 'in_production', 'shipped'], ago(PROVIDER_SILENCE_MS), BATCH)) {
      if (order.provider !== provider.name || !order.providerJobId) continue;
      const state = await provider.getJob(order.providerJobId).catch((error: unknown) => void context.log.error({ err: error, orderId: order.id }, 'could not ask the printer about an order'));
      if (state) await applyProviderState(context, order.id, state, 'system');
      outcome.polled++;
    }
  }
  return outcome;
}

async function expireUnpaid(context: AppContext): Promise<number> {
  const now = context.clock.now();
  const hours = await unpaidOrderWindowHours(context);
  let expired = 0;
  for (const order of await listOrdersInStatusBefore(context.db, 'pending_payment', new Date(now.getTime() - hours * 3_600_000), BATCH)) {
    if (order.paymentId) {
      // Its checkout is closed first. Paid while we looked: the payment wins and the order goes on; a provider
      // that cannot be reached is asked again at the next run.
      const payment = await closeCheckout(context, order.paymentId).catch(() => null);
      if (!payment || payment.status !== 'cancelled') continue;
    }
    const { changed } = await context.db.transaction((tx) =>
      transitionOrder(tx, order.id, { to: 'cancelled', source: 'system', reason: `Not paid within ${Math.round(hours)} hours`, now }),
    );
    if (changed) expired++;
  }
  return expired;
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
