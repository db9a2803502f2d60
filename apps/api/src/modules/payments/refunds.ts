import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { raiseAlert, resolveAlert } from '../alerts/alerts';
import { paymentProvider } from './provider';
import { findPayment, markPaymentRefunded, type PaymentRow } from './repo';
import { claimRefund, findRefundOfPayment, insertRefundOnce, setRefundCustomerMessage, listDueRefunds, markRefundDone, recordRefundFailure, type RefundRow } from './refunds-repo';

/** The job that settles refunds (see settle-refunds-job.ts). */
export const SETTLE_REFUNDS_JOB = 'settle-refunds';
/** A worker settling a refund holds it this long; one that stopped lets another take it after. */
const CLAIM_MS = 2 * 60_000;
/** After this many failed tries in a row an administrator is alerted (and the tries go on). */
export const ALERT_AFTER_FAILURES = 3;
/** Waits between tries grow from the first to the last, then stay there until the provider confirms. */
const RETRY_DELAYS_MS = { first: 60_000, last: 6 * 3_600_000 };
const BATCH = 50;

export type RefundOutcome = 'refunded' | 'failed' | 'busy';

/**
 * Asks for a paid payment's refund in the caller's transaction, next to the decision that makes it owed
 * (the order cancelled or refused, a payment that came too late): it cannot be lost once that commits.
 * Asking again changes nothing.
 */
export async function requestRefund(tx: Tx, paymentId: string, reason: string, now: Date, customerMessage: string | null = null): Promise<void> {
  const inserted = await insertRefundOnce(tx, { paymentId, reason, customerMessage, nextAttemptAt: now, createdAt: now });
  if (!inserted && customerMessage) await setRefundCustomerMessage(tx, paymentId, customerMessage);
}

/**
 * Settles the payment's asked-for refund now if the provider answers; otherwise queues it, and the
 * job retries until the provider confirms. Never throws: the refund is owed whatever happens here.
 */
export async function refundSoon(context: AppContext, paymentId: string): Promise<RefundOutcome | 'none'> {
  const refund = await findRefundOfPayment(context.db, paymentId);
  if (!refund) return 'none';
  if (refund.status === 'refunded') return 'refunded';
  const outcome = await settleRefund(context, refund.id).catch((error: unknown) => {
    context.log.error({ err: error, paymentId }, 'a refund could not be settled now');
    return 'failed' as const;
  });
  if (outcome !== 'refunded') await queueRefund(context, refund.id);
  return outcome;
}

/**
 * One try at a refund: the provider is asked (with an idempotency key per payment, so a repeat never
 * pays twice), then the payment, the refund and what the purchase was (an order becomes refunded) are
 * recorded together. A failure is counted and the next try set; repeated failures alert an administrator.
 */
export async function settleRefund(context: AppContext, refundId: string): Promise<RefundOutcome> {
  const now = context.clock.now();
  const refund = await claimRefund(context.db, refundId, now, new Date(now.getTime() + CLAIM_MS));
  if (!refund) return 'busy';
  const payment = (await findPayment(context.db, refund.paymentId))!;
  let refundRef: string;
  try {
    refundRef = await refundAtProvider(context, payment, refund);
  } catch (error) {
    await recordFailure(context, refund, payment, error);
    return 'failed';
  }
  const outcome = await context.db.transaction(async (tx) => {
    const refunded = (await markPaymentRefunded(tx, payment.id, now)) ?? payment;
    await markRefundDone(tx, refund.id, refundRef, now);
    return context.fulfilments.refunded(tx, refunded, { now, customerMessage: refund.customerMessage });
  });
  await resolveAlert(context, 'refund_failing', payment.id);
  if (outcome.afterCommit) await outcome.afterCommit().catch((error: unknown) => context.log.error({ err: error, paymentId: payment.id }, 'follow-up work of a refund failed'));
  return 'refunded';
}

/** Every refund whose next try is due (the scheduled run, and the safety net for queued jobs that gave up). */
export async function settleDueRefunds(context: AppContext): Promise<{ refunded: number; failed: number }> {
  const counts = { refunded: 0, failed: 0 };
  for (const refund of await listDueRefunds(context.db, context.clock.now(), BATCH)) {
    const outcome = await settleRefund(context, refund.id);
    if (outcome !== 'busy') counts[outcome]++;
  }
  return counts;
}

async function refundAtProvider(context: AppContext, payment: PaymentRow, refund: RefundRow): Promise<string> {
  // Recorded as refunded before the outbox existed, or by a run that stopped after recording it.
  if (payment.status === 'refunded') return refund.refundRef ?? 'recorded_before';
  if (payment.status !== 'paid') throw new Error(`Payment ${payment.id} is ${payment.status}, so there is nothing to refund`);
  const { refundRef } = await paymentProvider(context).refund({ paymentId: payment.id, providerRef: payment.providerRef, amountCents: payment.amountCents, currency: payment.currency });
  return refundRef;
}

async function recordFailure(context: AppContext, refund: RefundRow, payment: PaymentRow, error: unknown): Promise<void> {
  const attempts = refund.attempts + 1;
  const lastError = error instanceof Error ? error.message.slice(0, 1000) : String(error);
  const delay = Math.min(RETRY_DELAYS_MS.first * 2 ** (attempts - 1), RETRY_DELAYS_MS.last);
  await recordRefundFailure(context.db, refund.id, { attempts, lastError, nextAttemptAt: new Date(context.clock.now().getTime() + delay) });
  context.log.error({ err: error, paymentId: payment.id, attempts }, 'the payment provider did not confirm a refund; it will be tried again');
  if (attempts < ALERT_AFTER_FAILURES) return;
  await raiseAlert(context, {
    kind: 'refund_failing',
    reference: payment.id,
    subject: `A refund of ${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()} keeps failing`,
    detail: `The refund of payment ${payment.id} (${payment.description}; ${refund.reason}) has failed ${attempts} times. The last error: ${lastError}. It is tried again automatically; check the payment provider.`,
  });
}

async function queueRefund(context: AppContext, refundId: string): Promise<void> {
  try {
    await context.jobs.enqueue(SETTLE_REFUNDS_JOB, { refund_id: refundId }, { customerId: null });
  } catch (error) {
    context.log.error({ err: error, refundId }, 'could not queue a refund; the scheduled run will settle it');
  }
}
