import { Lock } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { AGE_GROUPS, PAGES_BY_LENGTH, STORY_LENGTHS, type StoryLength } from '@studio/contracts/stories';
import { cn } from '../../../lib/cn';
import { useAllowedStoryLengths } from '../../../lib/plan-allowance';
import type { StoryDraftFormInput } from '../utils/story-form-schema';

const AGE_LABELS = { '0-2': 'Babies & toddlers (0–2)', '3-5': 'Preschool (3–5)', '6-8': 'Early readers (6–8)', '9-12': 'Confident readers (9–12)' } as const;
const LENGTH_LABELS: Record<StoryLength, string> = { short: 'Short', medium: 'Medium', long: 'Long' };

const optionClasses = (isChecked: boolean, isLocked = false) =>
  cn(
    'flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 font-medium',
    isChecked ? 'border-coral-500 bg-coral-50' : 'border-line bg-white',
    isLocked && 'cursor-not-allowed opacity-60',
  );

export function ReaderStep() {
  const { register, watch } = useFormContext<StoryDraftFormInput>();
  const age = watch('target_age_range');
  const length = watch('story_length');
  const allowance = useAllowedStoryLengths();
  const allowed = allowance.data?.allowed ?? ['short'];
  const upgradePlans = allowance.data?.upgradePlans ?? [];
  const hasLocked = STORY_LENGTHS.some((option) => !allowed.includes(option));
  return (
    <div className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-semibold">Who will read it?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {AGE_GROUPS.map((option) => (
            <label key={option} className={optionClasses(age === option)}>
              <input type="radio" value={option} {...register('target_age_range')} />
              {AGE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-semibold">How long?</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {STORY_LENGTHS.map((option) => {
            const isLocked = !allowed.includes(option);
            return (
              <label key={option} className={optionClasses(length === option, isLocked)}>
                <input type="radio" value={option} disabled={isLocked} {...register('story_length')} />
                <span>
                  {LENGTH_LABELS[option]} · {PAGES_BY_LENGTH[option]} pages
                </span>
                {isLocked && <Lock className="ml-auto size-4" aria-label="Locked on your plan" />}
              </label>
            );
          })}
        </div>
        {hasLocked && (
          <p className="text-sm text-ink-soft">
            Longer stories come with the {upgradePlans.length > 0 ? upgradePlans.join(' and ') : 'paid'} {upgradePlans.length === 1 ? 'plan' : 'plans'}.{' '}
            <Link to="/pricing" className="font-semibold text-coral-700 underline-offset-4 hover:underline">
              Upgrade to unlock them
            </Link>
          </p>
        )}
      </fieldset>
    </div>
  );
}
