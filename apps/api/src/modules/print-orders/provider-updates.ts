import type { PrintOrderStatus, TransitionSource } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import type { ProviderJobState, ProviderJobStatus } from '../../infra/print/print-provider';
import { AppError } from '../../errors/app-error';
import { raiseAlert, resolveAlert } from '../alerts/alerts';
import { afterOrderTransition } from './after-transition';
import { lockOrder, updateOrder } from './repo';
import { applyTransition, NEXT_STATUSES } from './transitions';

/** Where a provider's job state puts our order. */
export const ORDER_STATUS_OF_JOB: Record<ProviderJobStatus, PrintOrderStatus> = {
  CREATED: 'submitted',
  UNPAID: 'submitted',
  PAYMENT_IN_PROGRESS: 'submitted',
  PRODUCTION_READY: 'submitted',
  PRODUCTION_DELAYED: 'submitted',
  IN_PRODUCTION: 'in_production',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  REJECTED: 'rejected',
  CANCELED: 'cancelled',
};

/** Order states a later provider report can no longer move the order back from. */
const RANK: Record<PrintOrderStatus, number> = {
  pending_payment: 0,
  paid: 1,
  submitted: 2,
  in_production: 3,
  shipped: 4,
  delivered: 5,
  cancelled: 6,
  rejected: 6,
  refunded: 7,
};

/** `ignored: <why>` when the order's status rules refuse the move (Lulu CANCELED after IN_PRODUCTION). */
export type ProviderUpdateOutcome = 'applied' | 'unchanged' | 'stale' | `ignored: ${string}`;

/**
 * Applies what the provider says of an order's job, once: the provider's own state and tracking are
 * kept on the order, and the order moves on when that state means a new status. A report older than
 * where the order already is (webhooks can arrive out of order) changes nothing.
 */
export async function applyProviderState(context: AppContext, orderId: string, state: ProviderJobState, source: TransitionSource = 'provider'): Promise<ProviderUpdateOutcome> {
  const now = context.clock.now();
  const result = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('not_found', 404, 'Order not found');
    const target = ORDER_STATUS_OF_JOB[state.status];
    if (RANK[target] < RANK[order.status] || (RANK[target] === RANK[order.status] && target !== order.status)) return { outcome: 'stale' as const, order, changed: false };
    // A paid order not yet marked submitted waits for its job id (the move is refused and retried); an order
    // further on records a report its rules refuse with why, and passes over it so later reports still apply.
    if (order.status !== 'paid' && target !== order.status && !NEXT_STATUSES[order.status].includes(target)) {
      return { outcome: `ignored: an order that is ${order.status} cannot become ${target}` as const, order, changed: false };
    }
    const set = { providerStatus: state.status, providerJobId: order.providerJobId ?? state.providerJobId, ...(state.tracking ? { tracking: state.tracking } : {}) };
    const { order: updated, changed } = await applyTransition(tx, order, { to: target, source, reason: state.message, now, set });
    if (!changed) await updateOrder(tx, order.id, { ...set, updatedAt: now });
    return { outcome: changed ? ('applied' as const) : ('unchanged' as const), order: updated, changed };
  });
  if (result.changed) await afterOrderTransition(context, result.order);
  await alertOnProblem(context, result.order, state);
  return result.outcome;
}

/** A job the provider reports trouble with (Lulu's ERROR: a delay, not an end) is an administrator's to watch until it ships. */
async function alertOnProblem(context: AppContext, order: { id: string; title: string; status: PrintOrderStatus }, state: ProviderJobState): Promise<void> {
  // An ERROR delivered late, after the parcel left (or the order ended), is history, not trouble.
  if (state.problem && RANK[order.status] < RANK.shipped) {
    await raiseAlert(context, {
      kind: 'print_job_error',
      reference: order.id,
      subject: `The printer reports a problem with the order for “${order.title}”`,
      detail: `Print job ${state.providerJobId} of order ${order.id} is in ERROR at the printer, who expects to go on. The printer said: ${state.message ?? 'nothing more'}`,
    });
  } else if (state.status === 'SHIPPED' || state.status === 'DELIVERED') {
    await resolveAlert(context, 'print_job_error', order.id);
  }
}
