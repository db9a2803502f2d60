import { useSearchParams } from 'react-router';
import { TEXT_ENGINES, type TextEngine } from '@studio/contracts/stories-api';
import { StoryDetailsForm } from './story-details-form';
import { NextAdventureForm } from './next-adventure-form';
import { StoryIdeaStep } from './story-idea-step';

/**
 * /story/details: the details form (with ?after=, filled from an earlier book for its next adventure), then
 * (with ?story_id=) the idea to refine and approve, written by the `engine` the parent chose (the built-in
 * writer when the AI service was failing).
 */
export function StoryDetailsPage() {
  const [params] = useSearchParams();
  const storyId = params.get('story_id');
  const engine = TEXT_ENGINES.find((candidate): candidate is TextEngine => candidate === params.get('engine'));
  const after = params.get('after');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">{storyId ? 'Your story idea' : 'Create a story'}</h1>
      {storyId ? <StoryIdeaStep key={storyId} storyId={storyId} engine={engine} /> : after ? <NextAdventureForm key={after} earlierId={after} /> : <StoryDetailsForm />}
    </div>
  );
}
