import { PRINT_ORDER_STATUS_LABELS, type PrintOrderStatus, type TransitionSource } from '@studio/contracts/print-orders';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../errors/app-error';
import { requestRefund } from '../payments/refunds';
import { insertOrderEvent, lockOrder, updateOrder, type NewPrintOrderRow, type PrintOrderRow } from './repo';

/** Where an order may go from each state; anything else is refused. The provider may skip a step it never reported. */
export const NEXT_STATUSES: Record<PrintOrderStatus, readonly PrintOrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['submitted', 'cancelled', 'rejected'],
  submitted: ['in_production', 'shipped', 'cancelled', 'rejected'],
  in_production: ['shipped', 'delivered', 'rejected'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: ['refunded'],
  rejected: ['refunded'],
  refunded: [],
};

/** A customer may cancel until the printer starts. */
export const CANCELLABLE: readonly PrintOrderStatus[] = ['pending_payment', 'paid', 'submitted'];

export interface Transition {
  to: PrintOrderStatus;
  source: TransitionSource;
  reason?: string | null;
  /** What an administrator tells the customer about this change (their own `reason` stays internal). */
  customerMessage?: string | null;
  actorId?: string | null;
  now: Date;
  /** Other columns that change with the status (tracking, provider state, paid time). */
  set?: Partial<NewPrintOrderRow>;
  /** Written in the same transaction when the status changes: an administrator's audit row. */
  record?: RecordOrderChange;
}

const ENDED_WITH_REASON: readonly PrintOrderStatus[] = ['rejected', 'cancelled', 'refunded'];

/**
 * The words about a change that the customer may read: an administrator's message when there is one;
 * never the reason an administrator typed by hand (that is internal, for the audit log); the reason of
 * the customer, the payment, the printer or the system otherwise.
 */
export function customerSees(change: { source: TransitionSource; reason: string | null; customerMessage: string | null; actorId: string | null }): string | null {
  if (change.customerMessage) return change.customerMessage;
  return change.source === 'admin' && change.actorId ? null : change.reason;
}

export type RecordOrderChange = (tx: Tx, before: PrintOrderRow, after: PrintOrderRow) => Promise<void>;

export type TransitionOutcome = { order: PrintOrderRow; changed: boolean };

/**
 * Moves a locked order to a new status and writes its history row, in the caller's transaction.
 * Moving to the status it already has changes nothing, so a repeated webhook or job is harmless.
 */
export async function applyTransition(tx: Tx, order: PrintOrderRow, transition: Transition): Promise<TransitionOutcome> {
  if (order.status === transition.to) return { order, changed: false };
  if (!NEXT_STATUSES[order.status].includes(transition.to)) {
    throw conflict(
      `An order that is ${PRINT_ORDER_STATUS_LABELS[order.status].toLowerCase()} cannot become ${PRINT_ORDER_STATUS_LABELS[transition.to].toLowerCase()}`,
      'illegal_transition',
    );
  }
  const reason = transition.reason ?? null;
  const customerMessage = transition.customerMessage ?? null;
  const shown = customerSees({ source: transition.source, reason, customerMessage, actorId: transition.actorId ?? null });
  // A paid order that ends unprinted owes its refund from this very change: asked for in the same transaction, settled by the refund outbox.
  const owesRefund = (transition.to === 'cancelled' || transition.to === 'rejected') && order.paymentId !== null && order.paidAt !== null;
  if (owesRefund) await requestRefund(tx, order.paymentId!, `${PRINT_ORDER_STATUS_LABELS[transition.to]}: ${reason ?? 'no reason given'}`, transition.now, customerMessage);
  const updated = await updateOrder(tx, order.id, {
    ...transition.set,
    ...(owesRefund && { refundRequestedAt: transition.now }),
    status: transition.to,
    // The order's headline reason is the customer's to read; a refund keeps the words of the cancellation before it.
    statusReason: ENDED_WITH_REASON.includes(transition.to) ? (shown ?? (transition.to === 'refunded' ? order.statusReason : null)) : order.statusReason,
    updatedAt: transition.now,
  });
  await insertOrderEvent(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: transition.to,
    source: transition.source,
    reason,
    customerMessage,
    actorId: transition.actorId ?? null,
    createdAt: transition.now,
  });
  await transition.record?.(tx, order, updated);
  return { order: updated, changed: true };
}

/** Locks the order, then applies the transition. */
export async function transitionOrder(tx: Tx, orderId: string, transition: Transition): Promise<TransitionOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  return applyTransition(tx, order, transition);
}
