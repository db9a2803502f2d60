import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TextEngine } from '@studio/contracts/stories-api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getErrorMessage, isAiProviderFailure } from '../../../lib/api-error';
import { useCreateStoryDraft } from '../api/create-story-draft';
import { DEFAULT_FORM_VALUES, FORM_STEPS, storyDraftFormSchema, type StoryDraftFormInput, type StoryDraftFormValues } from '../utils/story-form-schema';
import { CharactersStep } from './characters-step';
import { ReaderStep } from './reader-step';
import { StoryStep } from './story-step';
import { StepIndicator } from '../../../components/ui/step-indicator';
import { ideaPath } from '../utils/story-paths';
import { WritingFailure } from './writing-failure';
import { PhotoPreviewsProvider } from '../hooks/photo-previews';

const STEP_VIEWS = [CharactersStep, ReaderStep, StoryStep];

/**
 * The story details in three friendly steps; the last one creates the draft and moves on to its idea.
 * `photoPreviews`: how the photos the form opens with look (by image id).
 */
export function StoryDetailsForm({ initialValues = DEFAULT_FORM_VALUES, photoPreviews }: { initialValues?: StoryDraftFormInput; photoPreviews?: Record<string, string> }) {
  const [step, setStep] = useState(0);
  const navigate = useNavigate();
  const createDraft = useCreateStoryDraft();
  const form = useForm<StoryDraftFormInput, unknown, StoryDraftFormValues>({ resolver: zodResolver(storyDraftFormSchema), defaultValues: initialValues });
  const isLast = step === FORM_STEPS.length - 1;
  const StepView = STEP_VIEWS[step] ?? CharactersStep;

  const next = async () => {
    if (await form.trigger([...(FORM_STEPS[step]?.fields ?? [])])) setStep(step + 1);
  };
  const submit = (engine?: TextEngine) =>
    form.handleSubmit(async (values) => {
      const { story_id } = await createDraft.mutateAsync({ ...values, ...(engine && { engine }) });
      void navigate(ideaPath(story_id, engine));
    })();

  return (
    <PhotoPreviewsProvider initial={photoPreviews}>
      <FormProvider {...form}>
        <form
          noValidate
          className="flex flex-col gap-8"
          onSubmit={(event) => {
            event.preventDefault();
            if (isLast) void submit().catch(() => undefined);
            else void next();
          }}
        >
          <StepIndicator steps={FORM_STEPS.map((entry) => entry.title)} current={step} />
          {createDraft.isError &&
            (isAiProviderFailure(createDraft.error) ? (
              <WritingFailure
                message={getErrorMessage(createDraft.error)}
                isBusy={createDraft.isPending}
                onRetry={() => void submit().catch(() => undefined)}
                onUseBuiltIn={() => void submit('built-in').catch(() => undefined)}
              />
            ) : (
              <Alert>{getErrorMessage(createDraft.error)}</Alert>
            ))}
          <StepView />
          <div className="flex justify-between gap-3">
            <Button variant="ghost" disabled={step === 0} onClick={() => setStep(step - 1)}>
              Back
            </Button>
            <Button type="submit" disabled={createDraft.isPending}>
              {isLast ? (createDraft.isPending ? 'Creating…' : 'Create my story idea') : 'Next'}
            </Button>
          </div>
        </form>
      </FormProvider>
    </PhotoPreviewsProvider>
  );
}
