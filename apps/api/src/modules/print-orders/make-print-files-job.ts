import { z } from 'zod';
import { TextDoesNotFitError } from '@studio/print';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { defineJob, type JobContext } from '../jobs/job-definition';
import { makePrintFiles } from './print-files';
import { findOrder, updateOrder } from './repo';
import { submitOrder } from './submit-order';
import { rejectOrder } from './reject-order';

export const MAKE_PRINT_FILES_JOB = 'make-print-files';

/**
 * A paid order's print files are made and stored, then the order goes to the print provider.
 * Idempotent: files already made are kept; submission is claimed so it happens once. A book that
 * cannot be printed as ordered (its text does not fit the chosen size) is refused with the reason and
 * refunded, never left waiting.
 */
export function createMakePrintFilesJob(context: AppContext) {
  return defineJob({
    name: MAKE_PRINT_FILES_JOB,
    version: 1,
    payload: z.object({ order_id: z.uuid() }),
    retryLimit: 3,
    retryDelaySeconds: 30,
    handler: async ({ order_id }, job: JobContext) => {
      const order = await findOrder(context.db, order_id);
      if (!order || order.status !== 'paid') return { order_id, skipped: order?.status ?? 'missing' };
      if (!order.interiorKey || !order.coverKey) {
        await job.progress(10, 'Making the print files');
        try {
          const files = await makePrintFiles(context, order);
          await updateOrder(context.db, order.id, { interiorKey: files.interiorKey, coverKey: files.coverKey, updatedAt: context.clock.now() });
        } catch (error) {
          const reason = unprintableReason(error);
          if (!reason) throw error;
          await rejectOrder(context, order.id, reason, 'system');
          return { order_id, rejected: reason };
        }
      }
      await job.progress(80, 'Sending the order to the printer');
      return { order_id, submission: await submitOrder(context, order.id) };
    },
  });
}

function unprintableReason(error: unknown): string | null {
  if (error instanceof TextDoesNotFitError) return `${error.message} at the chosen paper size`;
  if (error instanceof AppError && error.status < 500) return error.detail;
  return null;
}

/** Queues the files job of a paid order; a failure is logged, and the sweeper queues it again later. */
export async function queuePrintFiles(context: AppContext, orderId: string, customerId: string | null): Promise<void> {
  try {
    await context.jobs.enqueue(MAKE_PRINT_FILES_JOB, { order_id: orderId }, { customerId });
  } catch (error) {
    context.log.error({ err: error, orderId }, 'could not queue the print files of a paid order; the sweeper will retry');
  }
}
