import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StoryFilterKind } from '@studio/contracts/stories-api';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { useFilteredStories } from '../api/filter-stories';
import { useStorySummary } from '../api/get-story-summary';
import { groupSeries } from '../utils/group-series';
import { EmptyStories } from './empty-stories';
import { SeriesGroup } from './series-group';
import { StoryCard } from './story-card';
import { StoryFilters } from './story-filters';
import { SummaryFigures } from './summary-figures';

/** The customer's stories: figures, filters, and where each story continues; a series' books together. */
export function DashboardPage() {
  const fullName = useSessionStore((state) => state.customer?.full_name);
  const firstName = fullName?.trim().split(/\s+/)[0];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-5 py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-display text-lg font-semibold text-coral-700">{firstName ? `Hello, ${firstName}!` : 'Hello!'}</p>
          <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Dashboard</h1>
        </div>
        <Link to="/story/details" className={buttonClasses()}>
          <Plus aria-hidden="true" /> New story
        </Link>
      </div>
      <StoriesOverview />
    </div>
  );
}

function StoriesOverview() {
  const [kind, setKind] = useState<StoryFilterKind>('all');
  const summary = useStorySummary();
  const stories = useFilteredStories(kind);
  const items = stories.data?.pages.flatMap((page) => page.items);
  if (summary.isPending) return <Spinner label="Loading your stories..." />;
  if (summary.isError) return <Alert>{getErrorMessage(summary.error)}</Alert>;
  if (summary.data.total === 0) return <EmptyStories />;
  return (
    <section aria-labelledby="stories-heading" className="flex flex-col gap-6">
      <SummaryFigures summary={summary.data} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stories-heading" className="text-2xl font-semibold">
          Your stories
        </h2>
        <StoryFilters value={kind} summary={summary.data} onChange={setKind} />
      </div>
      {stories.isError && <Alert>{getErrorMessage(stories.error)}</Alert>}
      {stories.isPending && <Spinner size="sm" />}
      {items && items.length === 0 && <p className="text-ink-soft">No stories here yet.</p>}
      {items && items.length > 0 && (
        <ul aria-label="Stories" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groupSeries(items).map((entry) =>
            entry.kind === 'series' ? <SeriesGroup key={`series-${entry.id}`} name={entry.name} books={entry.books} /> : <StoryCard key={entry.story.id} story={entry.story} />,
          )}
        </ul>
      )}
      {stories.hasNextPage && (
        <Button variant="outline" className="self-center" disabled={stories.isFetchingNextPage} onClick={() => void stories.fetchNextPage()}>
          {stories.isFetchingNextPage ? 'Loading…' : 'Show more stories'}
        </Button>
      )}
    </section>
  );
}
