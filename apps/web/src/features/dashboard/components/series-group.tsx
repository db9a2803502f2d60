import { useId } from 'react';
import { BookHeart } from 'lucide-react';
import type { StoryListItem } from '@studio/contracts/stories-api';
import { StoryCard } from './story-card';

/** The books of one series together under "Mia and Pip — 3 books", in the order they were made. */
export function SeriesGroup({ name, books }: { name: string; books: StoryListItem[] }) {
  const headingId = useId();
  return (
    <li className="sm:col-span-2 lg:col-span-3">
      <section aria-labelledby={headingId} className="rounded-3xl border border-coral-200 bg-cream/70 p-4 sm:p-5">
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <BookHeart className="size-5 shrink-0 text-coral-600" aria-hidden="true" />
          <span>
            {name} — {books.length} books
          </span>
        </h3>
        <ol aria-label={`${name}, in order`} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {books.map((story, index) => (
            <StoryCard key={story.id} story={story} place={index + 1} />
          ))}
        </ol>
      </section>
    </li>
  );
}
