import { Link } from 'react-router';
import { BookHeart } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { Alert } from '../../../components/ui/alert';
import { getErrorMessage } from '../../../lib/api-error';
import { useStory } from '../api/get-story';
import { DEFAULT_FORM_VALUES } from '../utils/story-form-schema';
import { StoryDetailsForm } from './story-details-form';

/**
 * "Another adventure with Mia and Pip": the details form starting from the earlier book's cast, age group
 * and art style, linked to that book (the server names it in the new idea).
 */
export function NextAdventureForm({ earlierId }: { earlierId: string }) {
  const earlier = useStory(earlierId);
  if (earlier.isPending) return <Spinner label="Opening the earlier book" className="mx-auto my-8" />;
  if (earlier.isError) return <Alert>{getErrorMessage(earlier.error)}</Alert>;
  const { inputs, title } = earlier.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-cream/60 px-4 py-3 text-ink">
        <BookHeart className="size-5 text-coral-600" aria-hidden="true" />
        Another adventure after
        <Link to={`/book/${encodeURIComponent(earlierId)}`} className="font-semibold text-coral-700 underline">
          {title}
        </Link>
      </p>
      <StoryDetailsForm
        initialValues={{
          ...DEFAULT_FORM_VALUES,
          characters: inputs.characters,
          target_age_range: inputs.age_group,
          art_style: inputs.art_style,
          tone: inputs.tone,
          follows: { story_id: earlierId, title },
        }}
      />
    </div>
  );
}
