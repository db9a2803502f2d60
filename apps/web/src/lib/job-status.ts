import { queryOptions, useQuery } from '@tanstack/react-query';
import { FINISHED_JOB_STATUSES, type JobStatusResponse } from '@studio/contracts/jobs';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

export const JOB_POLL_MS = 500;

export async function getJobStatus(jobId: string): Promise<JobStatusResponse> {
  const { data } = await apiClient.get<JobStatusResponse>(`/jobs/status/${jobId}`);
  return data;
}

export const isJobFinished = (job: JobStatusResponse | undefined) => Boolean(job && FINISHED_JOB_STATUSES.includes(job.status));

/** Polled until the job has finished (spec §4: job statuses come from a polled job-status call). Shared by every feature that starts a job. */
export function jobStatusQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: queryKeys.job(jobId),
    queryFn: () => getJobStatus(jobId),
    refetchInterval: (query) => (isJobFinished(query.state.data) ? false : JOB_POLL_MS),
    staleTime: 0,
  });
}

export function useJobStatus(jobId: string | null) {
  return useQuery({ ...jobStatusQueryOptions(jobId ?? ''), enabled: Boolean(jobId) });
}
