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

export function StoryCard({ story }: { story: StoryListItem }) {
  const next = storyNextStep(story);
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-soft">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold">{story.title}</h3>
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
