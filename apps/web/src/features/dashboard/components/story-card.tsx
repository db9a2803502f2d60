import { Link } from 'react-router';
import { Share2 } from 'lucide-react';
import type { StoryListItem, StoryStatus } from '@studio/contracts/stories-api';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { STATUS_LABELS, storyNextStep } from '../utils/story-next-step';
import { DeleteStoryButton } from './delete-story-button';

const STATUS_TONES: Record<StoryStatus, BadgeTone> = {
  draft: 'neutral',
  idea_ready: 'sun',
  approved: 'plum',
  generating: 'plum',
  complete: 'leaf',
  failed: 'coral',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** `place`: the book's number in its series, when the card stands in one (its heading is then under the series'). */
export function StoryCard({ story, place }: { story: StoryListItem; place?: number }) {
  const next = storyNextStep(story);
  const Heading = place ? 'h4' : 'h3';
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-soft">
      <div className="flex items-start justify-between gap-3">
        <div>
          {place && <p className="text-xs font-semibold uppercase tracking-wide text-coral-700">Book {place}</p>}
          <Heading className="text-lg font-semibold">{story.title}</Heading>
        </div>
        <Badge tone={STATUS_TONES[story.status]}>{STATUS_LABELS[story.status]}</Badge>
      </div>
      <p className="text-sm text-ink-soft">
        {story.pages_written} of {story.page_count} pages · ages {story.age_group} · {dateFormat.format(new Date(story.updated_at))}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <Link to={next.to} className={buttonClasses({ variant: story.status === 'complete' ? 'secondary' : 'outline', size: 'sm' })} aria-label={`${next.label}: ${story.title}`}>
          {next.label}
        </Link>
        <span className="flex items-center gap-2">
          {story.status === 'complete' && (
            <Link to={`/book/${encodeURIComponent(story.id)}?share=1`} className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-label={`Share: ${story.title}`}>
              <Share2 aria-hidden="true" /> Share
            </Link>
          )}
          <DeleteStoryButton story={story} />
        </span>
      </div>
    </li>
  );
}
