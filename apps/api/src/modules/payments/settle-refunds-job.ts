import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineJob } from '../jobs/job-definition';
import { EVERY_FIVE_MINUTES, scheduleJob } from '../jobs/schedule-job';
import { SETTLE_REFUNDS_JOB, settleDueRefunds, settleRefund } from './refunds';

/**
 * Settles the refund outbox. Queued with a refund id right after a try failed (pg-boss retries it with
 * growing waits); run every five minutes without one, for every refund due, so a refund whose job gave
 * up is still tried until the provider confirms.
 */
export function createSettleRefundsJob(context: AppContext) {
  return defineJob({
    name: SETTLE_REFUNDS_JOB,
    version: 1,
    payload: z.object({ refund_id: z.uuid().optional() }),
    retryLimit: 4,
    retryDelaySeconds: 30,
    handler: async ({ refund_id }) => {
      if (!refund_id) return settleDueRefunds(context);
      const outcome = await settleRefund(context, refund_id);
      if (outcome === 'failed') throw new Error('The payment provider did not confirm the refund');
      return { refund_id, outcome };
    },
  });
}

export async function scheduleRefundSettlement(context: AppContext): Promise<void> {
  await scheduleJob(context, SETTLE_REFUNDS_JOB, EVERY_FIVE_MINUTES);
}
