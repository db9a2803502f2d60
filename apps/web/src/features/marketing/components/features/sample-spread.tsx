import { SectionHeading } from '../section-heading';
import { SAMPLE_BOOK } from './sample-book';
import { SamplePicture } from './sample-picture';

/** Two facing pages as the book viewer lays them out on a wide screen: each a picture over its words. */
export function SampleSpread() {
  const [first, last] = [SAMPLE_BOOK.spread[0], SAMPLE_BOOK.spread[SAMPLE_BOOK.spread.length - 1]];
  return (
    <section aria-labelledby="spread-heading" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading
          id="spread-heading"
          eyebrow="Inside the book"
          title="A page is a picture and its words"
          intro="Open a finished book and you turn real pages: facing pages on a wide screen, one at a time on a phone. These are the first two pages of the sample book, just as they came out."
        />
        <figure className="mt-12">
          <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl border border-line shadow-lift md:grid-cols-2 md:divide-x md:divide-line">
            {SAMPLE_BOOK.spread.map((page) => (
              <div key={page.page_number} className="flex flex-col bg-paper">
                <SamplePicture picture={page} alt={page.alt} />
                <div className="flex flex-1 flex-col gap-4 p-5 sm:p-7">
                  <p className="font-display text-lg leading-relaxed text-ink sm:text-xl">{page.text}</p>
                  <span className="mt-auto self-center text-xs text-ink-soft">
                    <span className="sr-only">Page </span>
                    {page.page_number}
                  </span>
                </div>
              </div>
            ))}
          </div>
          <figcaption className="mt-4 text-center text-sm text-ink-soft">
            Pages {first?.page_number} and {last?.page_number} of “{SAMPLE_BOOK.title}”, unedited. In Edit Mode you can change any
            word, draw a picture again or go back to an earlier one.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
