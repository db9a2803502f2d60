import type { StoryListItem, StoryStatus } from '@studio/contracts/stories-api';

export const STATUS_LABELS: Record<StoryStatus, string> = {
  draft: 'Draft',
  idea_ready: 'Idea ready',
  approved: 'Approved',
  generating: 'Writing…',
  complete: 'Complete',
  failed: 'Needs a retry',
};

/** Where a story continues from the dashboard, and what the button says. */
export function storyNextStep(story: Pick<StoryListItem, 'id' | 'status' | 'job_id'>): { label: string; to: string } {
  const id = encodeURIComponent(story.id);
  switch (story.status) {
    case 'draft':
    case 'idea_ready':
      return { label: 'Continue', to: `/story/details?story_id=${id}` };
    case 'approved':
      return { label: 'Write the story', to: `/story/generating?story_id=${id}` };
    case 'generating':
      return { label: 'See progress', to: `/story/generating?story_id=${id}${story.job_id ? `&job_id=${encodeURIComponent(story.job_id)}` : ''}` };
    case 'failed':
      return { label: 'Try again', to: `/story/generating?story_id=${id}` };
    case 'complete':
      return { label: 'Open', to: `/build?story_id=${id}` };
  }
}
