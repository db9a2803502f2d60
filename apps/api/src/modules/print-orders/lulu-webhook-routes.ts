import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError, badRequest } from '../../errors/app-error';
import { LULU_SIGNATURE_HEADER } from '../../infra/print/lulu-print-provider';
import { InvalidPrintWebhookSignature, type ProviderJobState } from '../../infra/print/print-provider';
import { registerRawJsonPost, singleHeader } from '../../lib/raw-body-route';
import { printProvider } from './print-provider';
import { applyProviderEvents, recordProviderEvent } from './provider-events';

/**
 * Lulu's PRINT_JOB_STATUS_CHANGED webhook. It is verified, recorded, then applied; the answer is 200 as
 * soon as it is recorded (Lulu turns a webhook off after five failed deliveries), and a report that
 * could not be applied now is applied by the sweeper.
 */
export async function registerLuluWebhookRoute(app: FastifyInstance, context: AppContext): Promise<void> {
  // POST /api/v1/print-orders/lulu/webhook
  await registerRawJsonPost(app, '/api/v1/print-orders/lulu/webhook', ['print orders'], async (rawBody, request) => {
    const provider = printProvider(context);
    if (provider.name !== 'lulu' || !provider.readWebhook) throw new AppError('not_found', 404, 'Lulu printing is not configured');
    let state: ProviderJobState | null;
    try {
      state = provider.readWebhook(rawBody, singleHeader(request, LULU_SIGNATURE_HEADER));
    } catch (error) {
      if (error instanceof InvalidPrintWebhookSignature) throw badRequest('Invalid Lulu-HMAC-SHA256 signature', 'invalid_signature');
      if (error instanceof SyntaxError) throw badRequest('This is not a JSON event', 'invalid_body');
      throw error;
    }
    // Signed by Lulu but not a print job's status (another topic): acknowledged, so Lulu keeps the webhook on.
    if (!state) return { received: true };
    await recordProviderEvent(context, provider.name, rawBody, state);
    try {
      await applyProviderEvents(context, provider.name, state.providerJobId);
    } catch (error) {
      context.log.error({ err: error, providerJobId: state.providerJobId }, 'a recorded print job event could not be applied yet; the sweeper will retry');
    }
    return { received: true };
  });
}
