import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { JobStatusResponse } from '@studio/contracts/jobs';
import type { TextEngine } from '@studio/contracts/stories-api';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useCompleteStorybook } from '../api/complete-storybook';
import { useJobStatus } from '../../../lib/job-status';
import { useStory } from '../api/get-story';
import { buildPath, ideaPath } from '../utils/story-paths';
import { WritingFailure } from './writing-failure';

/** /story/generating?story_id=…&job_id=…: the pages being written, then on to /build. */
export function StoryGeneratingPage() {
  const [params] = useSearchParams();
  const storyId = params.get('story_id');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-5 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">Writing your story</h1>
      {storyId ? (
        <StoryProgress storyId={storyId} jobId={params.get('job_id')} />
      ) : (
        <p>
          No story chosen. <Link to="/dashboard" className="font-semibold text-coral-700">Back to your stories</Link>
        </p>
      )}
    </div>
  );
}

function StoryProgress({ storyId, jobId }: { storyId: string; jobId: string | null }) {
  const [params, setParams] = useSearchParams();
  // The engine of the writing followed here: the built-in writer when the parent chose it after a failure.
  const engine: TextEngine | undefined = params.get('engine') === 'built-in' ? 'built-in' : undefined;
  const navigate = useNavigate();
  const story = useStory(storyId);
  const job = useJobStatus(jobId);
  const write = useCompleteStorybook();
  const isDone = job.data?.status === 'succeeded' || (!jobId && story.data?.status === 'complete');

  useEffect(() => {
    if (isDone) void navigate(buildPath(storyId), { replace: true });
  }, [isDone, navigate, storyId]);
  // Opened without a job (from the dashboard): follow the one that is running.
  useEffect(() => {
    if (!jobId && story.data?.status === 'generating' && story.data.job_id) setParams({ story_id: storyId, job_id: story.data.job_id }, { replace: true });
  }, [jobId, setParams, story.data, storyId]);

  const startWriting = (chosen: TextEngine | undefined) =>
    write.mutate({ story_id: storyId, ...(chosen && { engine: chosen }) }, { onSuccess: ({ job_id }) => setParams({ story_id: storyId, job_id, ...(chosen && { engine: chosen }) }, { replace: true }) });

  if (story.isError) return <Alert>{getErrorMessage(story.error)}</Alert>;
  const failure = job.data?.status === 'failed' || job.data?.status === 'cancelled' ? (job.data.error ?? 'The story could not be written.') : !jobId && story.data?.status === 'failed' ? story.data.failure_reason : null;
  const canStart = !jobId && (story.data?.status === 'approved' || story.data?.status === 'failed');

  return (
    <div className="flex flex-col gap-5">
      {story.data && <p className="font-display text-xl font-semibold text-coral-700">{story.data.title}</p>}
      {jobId && job.data && !failure && <JobProgress job={job.data} pageCount={story.data?.page_count} />}
      {jobId && job.isPending && <Spinner label="Starting…" />}
      {job.isError && <Alert>{getErrorMessage(job.error)}</Alert>}
      {write.isError && <Alert>{getErrorMessage(write.error)}</Alert>}
      {failure ? (
        <WritingFailure
          message={failure}
          isBusy={write.isPending}
          onRetry={() => startWriting(engine)}
          onUseBuiltIn={engine === 'built-in' ? undefined : () => startWriting('built-in')}
        />
      ) : (
        canStart && (
          <Button className="self-start" disabled={write.isPending} onClick={() => startWriting(undefined)}>
            Write my story
          </Button>
        )
      )}
      {story.data && !['approved', 'generating', 'failed', 'complete'].includes(story.data.status) && (
        <Link to={ideaPath(storyId)} className={buttonClasses({ variant: 'outline' })}>
          Approve the idea first
        </Link>
      )}
    </div>
  );
}

function JobProgress({ job, pageCount }: { job: JobStatusResponse; pageCount: number | undefined }) {
  const message = job.message ?? (job.status === 'queued' ? 'Waiting for a storyteller…' : 'Planning the pages…');
  return (
    <div className="flex flex-col gap-3">
      <div
        role="progressbar"
        aria-label="Story progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        className="h-4 w-full overflow-hidden rounded-full bg-cream"
      >
        <div className="h-full rounded-full bg-coral-500 transition-[width] duration-300" style={{ width: `${job.progress}%` }} />
      </div>
      <p aria-live="polite" className="text-ink-soft">
        {message}
        {pageCount && !job.message ? ` (${pageCount} pages)` : ''}
      </p>
    </div>
  );
}
