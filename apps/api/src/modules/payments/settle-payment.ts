import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { lockCustomerBilling } from './billing-lock';
import { paymentProvider } from './provider';
import { findPayment, settlePendingPayment, type PaymentRow } from './repo';

export interface Settlement {
  payment: PaymentRow;
  /** False when the payment had already been settled: nothing was granted this time. */
  fulfilled: boolean;
}

/**
 * Marks a payment paid and delivers what it bought (through the fulfilment registry), exactly once: under the customer's billing lock only
 * the first caller moves it out of `pending`; confirming or delivering the same payment again grants nothing.
 */
export async function settlePayment(context: AppContext, paymentId: string, details: { recurringRef?: string | null } = {}): Promise<Settlement> {
  const now = context.clock.now();
  const outcome = await context.db.transaction(async (tx) => {
    const found = await findPayment(tx, paymentId);
    // A payment kept after its customer deleted the account is settled already and pays for no one.
    if (!found?.customerId) throw notFound('Payment');
    const customerId = found.customerId;
    await lockCustomerBilling(tx, customerId);
    const claimed = await settlePendingPayment(tx, paymentId, 'paid', now);
    if (!claimed) {
      const current = (await findPayment(tx, paymentId))!;
      if (current.status !== 'paid') throw conflict(`This payment was ${current.status} and can no longer be paid`, 'payment_not_pending');
      return { payment: current, fulfilled: false, replacedProviderRef: null, afterCommit: undefined };
    }
    const { replacedProviderRef = null, afterCommit } = await context.fulfilments.fulfil(tx, { ...claimed, customerId }, { recurringRef: details.recurringRef ?? null, now });
    return { payment: claimed, fulfilled: true, replacedProviderRef, afterCommit };
  });
  if (outcome.replacedProviderRef) await stopReplacedBilling(context, outcome.replacedProviderRef);
  if (outcome.afterCommit) await runAfterCommit(context, paymentId, outcome.afterCommit);
  return { payment: outcome.payment, fulfilled: outcome.fulfilled };
}

/** Cancels a payment that is still pending; a paid one cannot be cancelled. */
export async function cancelPayment(context: AppContext, paymentId: string): Promise<PaymentRow> {
  const cancelled = await settlePendingPayment(context.db, paymentId, 'cancelled', context.clock.now());
  if (cancelled) return cancelled;
  const current = await findPayment(context.db, paymentId);
  if (!current) throw notFound('Payment');
  if (current.status === 'paid') throw conflict('This payment is already paid', 'payment_already_paid');
  return current;
}

/** Follow-up work of a committed payment; a failure is logged, and the owner's sweeper picks the work up later. */
async function runAfterCommit(context: AppContext, paymentId: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    context.log.error({ err: error, paymentId }, 'follow-up work of a paid payment failed; it will be retried by its sweeper');
  }
}

/** The customer moved to a plan billed anew; stop the provider billing the old one. */
async function stopReplacedBilling(context: AppContext, providerRef: string): Promise<void> {
  try {
    await paymentProvider(context).endRecurring(providerRef);
  } catch (error) {
    context.log.error({ err: error, providerRef }, 'could not stop the replaced recurring billing; stop it at the provider');
  }
}
