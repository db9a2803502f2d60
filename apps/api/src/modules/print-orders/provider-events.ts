import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { PrintProviderName, ProviderJobState } from '../../infra/print/print-provider';
import { isUuid } from '../../lib/ids';
import { applyProviderState } from './provider-updates';
import { findOrder, findOrderByProviderJob, insertProviderEventOnce, listUnappliedProviderEvents, markProviderEventApplied, type PrintOrderRow } from './repo';

/** A report about a job we have no order for is kept this long (its job id may not be saved yet), then set aside. */
const UNKNOWN_JOB_PATIENCE_MS = 24 * 3_600_000;

/** Keeps a provider's verified report; true when it is new. Answering the provider only needs this. */
export async function recordProviderEvent(context: AppContext, provider: PrintProviderName, rawBody: Buffer, state: ProviderJobState): Promise<boolean> {
  return insertProviderEventOnce(context.db, {
    provider,
    providerJobId: state.providerJobId,
    status: state.status,
    bodyHash: createHash('sha256').update(rawBody).digest('hex'),
    payload: { ...state, changedAt: state.changedAt?.toISOString() ?? null },
    changedAt: state.changedAt,
  });
}

/** Applies a job's waiting reports, oldest first; each is marked with what it did, so none is applied twice. */
export async function applyProviderEvents(context: AppContext, provider: PrintProviderName, providerJobId: string): Promise<void> {
  for (const event of await listUnappliedProviderEvents(context.db, provider, providerJobId)) {
    const state = stateOf(event.payload);
    const order = await orderOfJob(context, provider, state);
    const now = context.clock.now();
    if (!order) {
      if (now.getTime() - event.receivedAt.getTime() > UNKNOWN_JOB_PATIENCE_MS) await markProviderEventApplied(context.db, event.id, 'unknown_job', now);
      // Later reports of the same job wait with this one, to keep their order.
      return;
    }
    await markProviderEventApplied(context.db, event.id, await applyProviderState(context, order.id, state), now);
  }
}

async function orderOfJob(context: AppContext, provider: PrintProviderName, state: ProviderJobState): Promise<PrintOrderRow | undefined> {
  const byJob = await findOrderByProviderJob(context.db, provider, state.providerJobId);
  if (byJob) return byJob;
  // The job id is saved just after the provider answers; a report can arrive first, naming our order.
  const byOrder = state.orderId && isUuid(state.orderId) ? await findOrder(context.db, state.orderId) : undefined;
  return byOrder?.provider === provider ? byOrder : undefined;
}

function stateOf(payload: unknown): ProviderJobState {
  const stored = payload as Omit<ProviderJobState, 'changedAt'> & { changedAt: string | null };
  return { ...stored, changedAt: stored.changedAt ? new Date(stored.changedAt) : null };
}
