import type { JobStatusResponse } from '@studio/contracts/jobs';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import type { DbOrTx } from '../../db/client';
import { countUnfinishedJobsOf, findCustomerJob, findJob } from './repo';

/** A job as its owner sees it; anyone else's job does not exist. */
export async function getJobStatus(context: AppContext, customerId: string, jobId: string): Promise<JobStatusResponse> {
  const job = isUuid(jobId) ? await findCustomerJob(context.db, customerId, jobId) : undefined;
  if (!job) throw notFound('Job');
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    message: job.message,
    result: job.result ?? null,
    error: job.error,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}

/** Whether the customer has a job of one of these kinds waiting or running. */
export async function hasUnfinishedJobsOf(db: DbOrTx, customerId: string, kinds: string[]): Promise<boolean> {
  return (await countUnfinishedJobsOf(db, customerId, kinds)) > 0;
}

/** How far the job has got (0–100), for an export's status; a job that is gone counts as not started. */
export async function progressOfJob(db: DbOrTx, jobId: string): Promise<number> {
  return (await findJob(db, jobId))?.progress ?? 0;
}

/** Whether the job is waiting or running (a run that has ended, failed or is gone is not). */
export async function isJobUnfinished(db: DbOrTx, jobId: string): Promise<boolean> {
  const status = (await findJob(db, jobId))?.status;
  return status === 'queued' || status === 'running';
}
