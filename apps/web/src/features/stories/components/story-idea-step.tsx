import { Check, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RefineIdeaRequest, StoryIdeaResponse, TextEngine } from '@studio/contracts/stories-api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage, isAiProviderFailure } from '../../../lib/api-error';
import { useApproveIdea } from '../api/approve-idea';
import { useCompleteStorybook } from '../api/complete-storybook';
import { useStoryIdea, useWriteIdeaWithBuiltIn } from '../api/get-story-idea';
import { useRefineStoryIdea } from '../api/refine-story-idea';
import { generatingPath } from '../utils/story-paths';
import { TextArea } from '../../../components/ui/field-controls';
import { WritingFailure } from './writing-failure';

const QUICK_FEEDBACK = ['Make it funnier', 'Less scary', 'Make it shorter', 'Set it under the sea', 'Add a dragon named Ember'];

/** The idea for the story: read it, ask for changes as often as you like, then approve it to write the book. */
export function StoryIdeaStep({ storyId, engine }: { storyId: string; engine?: TextEngine }) {
  const idea = useStoryIdea(storyId, engine);
  const builtIn = useWriteIdeaWithBuiltIn(storyId);
  const isWriting = builtIn.isPending || (idea.isFetching && !idea.data);
  if (idea.isError && !isWriting) {
    const error = builtIn.error ?? idea.error;
    return (
      <WritingFailure
        message={getErrorMessage(error)}
        onRetry={() => {
          builtIn.reset();
          void idea.refetch();
        }}
        onUseBuiltIn={isAiProviderFailure(error) ? () => builtIn.mutate() : undefined}
      />
    );
  }
  if (!idea.data || isWriting) return <Spinner size="lg" label="Writing your story idea…" />;
  return (
    <div className="flex flex-col gap-6">
      <IdeaCard idea={idea.data} />
      {idea.data.status === 'idea_ready' && <RefineForm storyId={storyId} />}
      <ApproveButton storyId={storyId} />
    </div>
  );
}

function IdeaCard({ idea }: { idea: StoryIdeaResponse }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        {/* The page's heading already says "Your story idea": the card says only which version this is. */}
        {idea.version > 1 && <p className="text-sm font-semibold text-coral-700">Version {idea.version}</p>}
        <h2 className="text-3xl font-semibold">{idea.title}</h2>
        <p className="text-lg">{idea.summary}</p>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-ink-soft">Characters</dt>
            <dd>{idea.characters.map((character) => character.name).join(', ')}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-soft">Setting</dt>
            <dd>{idea.setting}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-soft">Lesson</dt>
            <dd>{idea.lesson}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function RefineForm({ storyId }: { storyId: string }) {
  const [feedback, setFeedback] = useState('');
  const refine = useRefineStoryIdea();
  const send = (request: RefineIdeaRequest) => refine.mutate(request, { onSuccess: () => setFeedback('') });
  const failed = refine.isError ? refine.variables : undefined;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!feedback.trim()) return;
        send({ story_id: storyId, user_feedback: feedback.trim() });
      }}
    >
      <FormField label="What would you like to change?" hint="For example: make it funnier, less scary, add a dragon named Ember, set it under the sea.">
        {(props) => <TextArea {...props} value={feedback} onChange={(event) => setFeedback(event.target.value)} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        {QUICK_FEEDBACK.map((text) => (
          <button key={text} type="button" onClick={() => setFeedback(text)} className="rounded-full border border-line bg-white px-3 py-1 text-sm hover:bg-coral-50">
            {text}
          </button>
        ))}
      </div>
      {failed &&
        (isAiProviderFailure(refine.error) ? (
          <WritingFailure
            message={getErrorMessage(refine.error)}
            isBusy={refine.isPending}
            onRetry={() => send(failed)}
            onUseBuiltIn={() => send({ ...failed, engine: 'built-in' })}
          />
        ) : (
          <Alert>{getErrorMessage(refine.error)}</Alert>
        ))}
      <Button type="submit" variant="outline" className="self-start" disabled={refine.isPending || !feedback.trim()}>
        <Wand2 aria-hidden="true" /> {refine.isPending ? 'Rewriting the idea…' : 'Refine idea'}
      </Button>
    </form>
  );
}

/** Approving starts the writing straight away and moves to the progress page. */
function ApproveButton({ storyId }: { storyId: string }) {
  const navigate = useNavigate();
  const approve = useApproveIdea();
  const write = useCompleteStorybook();
  const error = approve.error ?? write.error;
  const isBusy = approve.isPending || write.isPending;
  const start = async () => {
    await approve.mutateAsync(storyId);
    const { job_id } = await write.mutateAsync({ story_id: storyId });
    void navigate(generatingPath(storyId, job_id));
  };
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-6">
      {error && <Alert>{getErrorMessage(error)}</Alert>}
      <Button size="lg" className="self-start" disabled={isBusy} onClick={() => void start().catch(() => undefined)}>
        <Check aria-hidden="true" /> {isBusy ? 'Starting…' : 'Approve and write my story'}
      </Button>
    </div>
  );
}
