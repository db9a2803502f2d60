import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Sparkles } from 'lucide-react';
import { picturesInBook, type ImageModels } from '@studio/contracts/books';
import type { JobStatusResponse } from '@studio/contracts/jobs';
import { NotEnoughCredits } from '../../../components/feedback/not-enough-credits';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreditCheck } from '../api/check-credits';
import { useGenerateBook } from '../api/generate-book';
import { useBook } from '../api/get-book';
import { useImageModels } from '../api/get-image-models';
import { useJobStatus } from '../../../lib/job-status';
import { MeetTheCharacters } from './meet-the-characters';
import { StoryTextReview } from './story-text-review';
import { queryKeys } from '../../../lib/query-keys';

export const bookPath = (storyId: string) => `/book/${encodeURIComponent(storyId)}`;

/** /build?story_id=…: read and edit every page, choose the quality, see the cost and balance, start, watch the pictures being drawn, land on the book. */
export function BuildPage() {
  const [params] = useSearchParams();
  const storyId = params.get('story_id');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-5 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">Illustrate your book</h1>
      {storyId ? (
        <BuildBook storyId={storyId} />
      ) : (
        <p>
          No story chosen. <Link to="/dashboard" className="font-semibold text-coral-700">Pick one of your stories</Link>
        </p>
      )}
    </div>
  );
}

function BuildBook({ storyId }: { storyId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const book = useBook(storyId);
  const models = useImageModels();
  const [useHighQuality, setUseHighQuality] = useState(false);
  const [startedJobId, setStartedJobId] = useState<string | null>(null);
  const generate = useGenerateBook();
  const jobId = startedJobId ?? (book.data?.status === 'generating' ? book.data.job_id : null);
  const job = useJobStatus(jobId);
  // After a run failed part-way, "try again" draws only the pictures it left (the server decides which).
  const picturesLeft = book.data?.pictures_left ?? null;
  const numImages = picturesLeft ? picturesLeft.length : picturesInBook(book.data?.pages.length ?? 0);
  const model = models.data && (useHighQuality ? models.data.high_quality : models.data.standard);
  const check = useCreditCheck(jobId ? undefined : model, book.data ? numImages : 0);

  useEffect(() => {
    if (job.data?.status !== 'succeeded') return;
    // The book was read before its pictures existed: read it again, then open it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.credits.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.books.one(storyId) }).then(() => navigate(bookPath(storyId), { replace: true }));
  }, [job.data?.status, navigate, queryClient, storyId]);

  if (book.isPending || models.isPending) return <Spinner />;
  if (book.isError) return <Alert>{getErrorMessage(book.error)}</Alert>;
  if (models.isError) return <Alert>{getErrorMessage(models.error)}</Alert>;
  const failure = job.data?.status === 'failed' ? (job.data.error ?? 'Some pictures could not be drawn.') : null;

  return (
    <div className="flex flex-col gap-6">
      <p className="font-display text-xl font-semibold text-coral-700">{book.data.title}</p>
      <MeetTheCharacters photos={book.data.character_photos} />
      {jobId && !failure ? (
        <BuildProgress job={job.data} />
      ) : (
        <>
          <StoryTextReview book={book.data} cost={check.data ? `The pictures (cover and ${numImages - 1} pages) will cost ${check.data.required} credits; you have ${check.data.available}.` : null} />
          <QualityChoice models={models.data} useHighQuality={useHighQuality} onChange={setUseHighQuality} />
          <div className="rounded-2xl border border-line bg-white p-5" aria-live="polite">
            {check.isPending && <Spinner size="sm" label="Working out the cost…" />}
            {check.isError && <Alert>{getErrorMessage(check.error)}</Alert>}
            {check.data && (
              <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-ink">
                <dt>{picturesLeft ? 'Pictures still to draw' : `Pictures (cover and ${numImages - 1} pages)`}</dt>
                <dd className="text-right font-semibold">{numImages}</dd>
                <dt>Credits per picture</dt>
                <dd className="text-right font-semibold">{check.data.cost_per_image}</dd>
                <dt className="border-t border-line pt-2 font-semibold">Cost</dt>
                <dd className="border-t border-line pt-2 text-right font-semibold" data-testid="build-cost">
                  {check.data.required} credits
                </dd>
                <dt className="text-ink-soft">Your balance</dt>
                <dd className="text-right text-ink-soft" data-testid="build-balance">
                  {check.data.available} credits
                </dd>
              </dl>
            )}
            {check.data && !check.data.sufficient && (
              <NotEnoughCredits className="mt-3" required={check.data.required} available={check.data.available} />
            )}
          </div>
          {failure && <Alert>{failure}</Alert>}
          {generate.isError && <Alert>{getErrorMessage(generate.error)}</Alert>}
          <div className="flex flex-wrap gap-3">
            <Button
              size="lg"
              disabled={!check.data?.sufficient || generate.isPending}
              onClick={() => generate.mutate({ storyId, useHighQuality }, { onSuccess: (started) => setStartedJobId(started.job_id) })}
            >
              <Sparkles aria-hidden="true" /> {picturesLeft ? 'Draw the missing pictures' : book.data.cover ? 'Draw all the pictures again' : 'Illustrate my book'}
            </Button>
            {book.data.cover && (
              <Link to={bookPath(storyId)} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                <BookOpen aria-hidden="true" /> Open the book
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function QualityChoice({ models, useHighQuality, onChange }: { models: ImageModels; useHighQuality: boolean; onChange: (value: boolean) => void }) {
  const options = [
    { value: false, title: 'Standard', detail: models.provider === 'builtin' ? 'Drawn by the studio’s own illustrator, in seconds.' : 'Lovely pictures, fast and economical.' },
    { value: true, title: 'High quality', detail: models.provider === 'builtin' ? 'Same illustrator here: no AI image service is connected.' : 'The most detailed pictures, at a higher cost.' },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-ink">Picture quality</legend>
      {options.map((option) => (
        <label key={option.title} className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-white p-4 has-[:checked]:border-coral-500 has-[:checked]:bg-coral-50">
          <input type="radio" name="quality" className="mt-1" checked={useHighQuality === option.value} onChange={() => onChange(option.value)} />
          <span>
            <span className="block font-semibold">{option.title}</span>
            <span className="block text-sm text-ink-soft">{option.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function BuildProgress({ job }: { job: JobStatusResponse | undefined }) {
  const percent = job?.progress ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <div role="progressbar" aria-label="Drawing the pictures" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-4 overflow-hidden rounded-full bg-cream">
        <div className="h-full rounded-full bg-coral-500 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-ink-soft" aria-live="polite">
        {job?.message ?? (job?.status === 'queued' || !job ? 'Getting the paints ready…' : 'Drawing…')}
      </p>
    </div>
  );
}
