import type { PrintProvider, ProviderJobState } from './print-provider';

/**
 * Fulfilment by hand, the default: a submitted order waits for an administrator, who prints it (or has
 * it printed) and moves it on. The job is the order itself, so submitting twice names the same job.
 */
export function createManualPrintProvider(): PrintProvider {
  const job = (orderId: string): ProviderJobState => ({ providerJobId: `manual-${orderId}`, orderId, status: 'CREATED', message: null, tracking: null, changedAt: null });
  const orderOf = (providerJobId: string) => providerJobId.replace(/^manual-/, '');
  return {
    name: 'manual',
    submit: async (request) => job(request.orderId),
    findJobForOrder: async (orderId) => job(orderId),
    // An administrator's moves are recorded on the order itself; the provider has nothing more to say.
    getJob: async (providerJobId) => job(orderOf(providerJobId)),
    cancel: async (providerJobId) => ({ ...job(orderOf(providerJobId)), status: 'CANCELED' }),
    check: async () => ({ ok: true, detail: 'Manual fulfilment: paid orders wait in the back office for an administrator to print and move on' }),
  };
}
