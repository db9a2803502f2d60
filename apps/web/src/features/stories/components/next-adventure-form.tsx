import { Link } from 'react-router';
import { BookHeart, Lock } from 'lucide-react';
import type { CharacterPhoto } from '@studio/contracts/books';
import { Spinner } from '../../../components/ui/spinner';
import { Alert } from '../../../components/ui/alert';
import { getErrorMessage } from '../../../lib/api-error';
import { namesOf } from '../../../lib/names-of';
import { useAllowedStoryLengths } from '../../../lib/plan-allowance';
import { useStory } from '../api/get-story';
import { useStoryPhotos } from '../api/get-story-photos';
import { DEFAULT_FORM_VALUES } from '../utils/story-form-schema';
import { StoryDetailsForm } from './story-details-form';

/**
 * "Another adventure with Mia and Pip": the details form starting from the earlier book's cast, age group,
 * art style and, on plans with photos, its characters' photos, linked to that book (the server names it in
 * the new idea, and gives the new book copies of the photos named).
 */
export function NextAdventureForm({ earlierId }: { earlierId: string }) {
  const earlier = useStory(earlierId);
  const photos = useStoryPhotos(earlierId);
  const allowance = useAllowedStoryLengths();
  if (earlier.isError || photos.isError || allowance.isError) return <Alert>{getErrorMessage(earlier.error ?? photos.error ?? allowance.error)}</Alert>;
  if (!earlier.data || !photos.data || !allowance.data) return <Spinner label="Opening the earlier book" className="mx-auto my-8" />;
  const { inputs, title } = earlier.data;
  const carried = allowance.data.allowsPhotos ? photos.data : [];
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-cream/60 px-4 py-3 text-ink">
        <BookHeart className="size-5 text-coral-600" aria-hidden="true" />
        Another adventure after
        <Link to={`/book/${encodeURIComponent(earlierId)}`} className="font-semibold text-coral-700 underline">
          {title}
        </Link>
      </p>
      {!allowance.data.allowsPhotos && photos.data.length > 0 && <PhotosLeftBehind photos={photos.data} title={title} plans={allowance.data.photoPlans} />}
      <StoryDetailsForm
        initialValues={{
          ...DEFAULT_FORM_VALUES,
          characters: inputs.characters,
          character_photos: carried.map(({ character_index, image_id }) => ({ character_index, image_id })),
          target_age_range: inputs.age_group,
          art_style: inputs.art_style,
          tone: inputs.tone,
          follows: { story_id: earlierId, title },
        }}
        photoPreviews={Object.fromEntries(carried.map((photo) => [photo.image_id, photo.url]))}
      />
    </div>
  );
}

/** On a plan without photos the cast comes without its photos, and the parent is told why and where they are. */
function PhotosLeftBehind({ photos, title, plans }: { photos: readonly CharacterPhoto[]; title: string; plans: readonly string[] }) {
  const names = namesOf(photos.map((photo) => photo.character_name));
  const one = photos.length === 1;
  return (
    <p role="note" className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-dashed border-line bg-cream px-4 py-3 text-sm text-ink">
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      <span>
        The {one ? 'photo' : 'photos'} of {names} {one ? 'stays' : 'stay'} with “{title}”: photos that guide the pictures come with the{' '}
        {plans.length > 0 ? plans.join(' and ') : 'paid'} {plans.length === 1 ? 'plan' : 'plans'}.
      </span>
      <Link to="/pricing" className="font-semibold text-coral-700 underline">
        See plans
      </Link>
    </p>
  );
}
