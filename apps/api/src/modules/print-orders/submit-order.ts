import type { AppContext } from '../../app-context';
import { PDFDocument } from 'pdf-lib';
import { formatMoney } from '@studio/contracts/money';
import { PrintJobRefused, type PrintJobPreflight, type PrintJobRequest, type ProviderJobState } from '../../infra/print/print-provider';
import { raiseAlert } from '../alerts/alerts';
import { getSetting } from '../settings/settings';
import { readCustomer } from '../auth/customer-cache';
import { printFileUrl } from './print-file-urls';
import { printProvider } from './print-provider';
import { applyProviderState } from './provider-updates';
import { rejectOrder } from './reject-order';
import { findOrder, lockOrder, updateOrder, type PrintOrderRow } from './repo';

/** Marks an order whose submission has started but whose job id is not yet known. */
export const SUBMITTING = 'SUBMITTING';
/** A claim this old was left by a worker that stopped; the order is looked up at the provider and, if absent, sent again. */
const STALE_CLAIM_MS = 10 * 60_000;
/** The printer downloads the files within hours; a day leaves room for its retries. */
const FILE_URL_LIFETIME_MS = 24 * 3_600_000;

export type SubmitOutcome = 'submitted' | 'already_submitted' | 'claimed_elsewhere' | 'not_paid' | 'refused';

/**
 * Hands a paid order with its print files to the print provider, exactly once: the order is claimed
 * (in a transaction) before the provider is called and the job id saved right after, so a retry finds
 * either the saved id or, after a crash in between, the job the provider made for our order id.
 */
export async function submitOrder(context: AppContext, orderId: string): Promise<SubmitOutcome> {
  const provider = printProvider(context);
  const claim = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'paid' || !order.interiorKey || !order.coverKey) return { kind: 'not_paid' as const };
    if (order.providerJobId) return { kind: 'known' as const, order };
    if (order.providerStatus === SUBMITTING) {
      const claimedFor = context.clock.now().getTime() - order.updatedAt.getTime();
      return { kind: claimedFor < STALE_CLAIM_MS ? ('claimed_elsewhere' as const) : ('recover' as const), order };
    }
    const claimed = await updateOrder(tx, order.id, { provider: provider.name, providerStatus: SUBMITTING, updatedAt: context.clock.now() });
    return { kind: 'claimed' as const, order: claimed };
  });
  if (claim.kind === 'not_paid' || claim.kind === 'claimed_elsewhere') return claim.kind;
  if (claim.kind === 'known') {
    await applyProviderState(context, orderId, await provider.getJob(claim.order.providerJobId!));
    return 'already_submitted';
  }
  const existing = claim.kind === 'recover' ? await provider.findJobForOrder(orderId) : null;
  let state: ProviderJobState;
  try {
    if (existing) state = existing;
    else {
      const request = await jobRequest(context, claim.order);
      const preflight = await provider.preflight?.(request);
      if (preflight) await alertIfCostAbovePrice(context, claim.order, request, preflight);
      state = await provider.submit(request);
    }
  } catch (error) {
    if (!(error instanceof PrintJobRefused)) throw error;
    await refused(context, claim.order, error.reason);
    return 'refused';
  }
  await saveJob(context, orderId, state);
  return existing ? 'already_submitted' : 'submitted';
}

/** The printer refused the job: sending it again cannot help, so the order ends rejected with the printer's words, is refunded, and an administrator is told. */
async function refused(context: AppContext, order: PrintOrderRow, reason: string): Promise<void> {
  await rejectOrder(context, order.id, `The printer refused the order: ${reason}`, 'provider', { providerStatus: null });
  await raiseAlert(context, {
    kind: 'print_job_refused',
    reference: order.id,
    subject: `The printer refused the order for “${order.title}”`,
    detail: `Print order ${order.id} was refused when it was sent to the printer, and it is being refunded. The printer said: ${reason}`,
  });
}

/** The printer would charge more than the customer paid: the order still goes (the customer is owed the book), but an administrator should look at the prices. */
async function alertIfCostAbovePrice(context: AppContext, order: PrintOrderRow, request: PrintJobRequest, { cost }: PrintJobPreflight): Promise<void> {
  if (!cost || cost.currency !== request.paid.currency || cost.amountMinor <= request.paid.amountMinor) return;
  const charged = formatMoney(cost.amountMinor, cost.currency);
  const paid = formatMoney(request.paid.amountMinor, request.paid.currency);
  await raiseAlert(context, {
    kind: 'print_cost_above_price',
    reference: order.id,
    subject: `The printer charges ${charged} for an order the customer paid ${paid} for`,
    detail: `Print order ${order.id} (“${order.title}”) costs ${charged} at the printer with shipping and tax; the customer paid ${paid}. Check the print prices in the admin.`,
  });
}

/** Saves the job id first (so it is never lost), then applies its state; an order cancelled meanwhile is cancelled at the provider too. */
async function saveJob(context: AppContext, orderId: string, state: ProviderJobState): Promise<void> {
  await context.db.transaction(async (tx) => {
    await updateOrder(tx, orderId, { providerJobId: state.providerJobId, providerStatus: state.status, updatedAt: context.clock.now() });
  });
  const order = await findOrder(context.db, orderId);
  if (order && order.status !== 'paid' && order.status !== 'submitted') {
    await printProvider(context).cancel(state.providerJobId);
    return;
  }
  await applyProviderState(context, orderId, state);
}

/** The cover file's first page as made, in points: what the printer will measure. */
async function coverSize(context: AppContext, coverKey: string): Promise<PrintJobRequest['coverSizePt']> {
  const cover = await PDFDocument.load(await context.blobs.getBuffer(coverKey), { updateMetadata: false });
  return cover.getPage(0).getMediaBox();
}

async function jobRequest(context: AppContext, order: PrintOrderRow): Promise<PrintJobRequest> {
  const customer = order.customerId ? await readCustomer(context, order.customerId) : undefined;
  const expiresAt = new Date(context.clock.now().getTime() + FILE_URL_LIFETIME_MS);
  return {
    orderId: order.id,
    title: order.title,
    podPackageId: order.quote.product_code,
    quantity: order.quote.print_options.quantity,
    pageCount: order.quote.printed_pages,
    interiorUrl: printFileUrl(context, order.interiorKey!, expiresAt),
    coverUrl: printFileUrl(context, order.coverKey!, expiresAt),
    shippingLevel: order.shippingLevel,
    address: order.shippingAddress,
    contactEmail: (await getSetting(context, 'brand')).support_email,
    recipientEmail: customer?.email ?? '',
    coverSizePt: await coverSize(context, order.coverKey!),
    paid: { amountMinor: order.totalCents, currency: order.currency.toLowerCase() },
  };
}
