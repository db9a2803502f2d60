import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineJob } from '../jobs/job-definition';

export const DELETE_ACCOUNT_FILES_JOB = 'delete-account-files';

/** Removes every file of a deleted account: every folder a module registered as holding customer files (a test looks for any file named after the customer). Idempotent: a file already gone is no error, so a run cut off by a crash is simply run again. */
export async function deleteAccountFiles(context: AppContext, customerId: string): Promise<{ folders: number }> {
  const prefixes = context.customerLifecycle.customerFilePrefixes(customerId);
  for (const prefix of prefixes) await context.blobs.deletePrefix(prefix);
  return { folders: prefixes.length };
}

export function createDeleteAccountFilesJob(context: AppContext) {
  return defineJob({
    name: DELETE_ACCOUNT_FILES_JOB,
    version: 1,
    payload: z.object({ customer_id: z.uuid() }),
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: (payload) => deleteAccountFiles(context, payload.customer_id),
  });
}

/** Queues the removal once the account's rows are gone; the job row names no customer, since there is none. */
export async function queueAccountFileDeletion(context: AppContext, customerId: string): Promise<void> {
  await context.jobs.enqueue(DELETE_ACCOUNT_FILES_JOB, { customer_id: customerId }, { customerId: null });
}
