import type { Book } from '@studio/contracts/books';
import { PageTextEditor } from './page-text-editor';

/** Every page's words, each editable, read before a single picture is paid for. */
export function StoryTextReview({ book, cost }: { book: Book; cost: string | null }) {
  return (
    <section aria-labelledby="story-text-review" className="flex flex-col gap-4">
      <div>
        <h2 id="story-text-review" className="text-2xl font-semibold">Read your story</h2>
        <p className="text-ink-soft">
          Change any words you like before the pictures are drawn: each picture follows its page. No credits are used until you choose “Illustrate my book”.
        </p>
        {cost && <p className="mt-1 font-semibold text-ink">{cost}</p>}
      </div>
      <ol className="flex flex-col gap-4">
        {book.pages.map((page) => (
          <li key={page.page_number} className="rounded-2xl border border-line bg-white p-4">
            <PageTextEditor storyId={book.story_id} pageNumber={page.page_number} text={page.text} />
          </li>
        ))}
      </ol>
    </section>
  );
}
