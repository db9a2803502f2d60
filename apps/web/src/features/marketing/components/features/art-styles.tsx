import type { ArtStyle } from '@studio/contracts/stories';
import { SectionHeading } from '../section-heading';
import { SAMPLE_BOOK } from './sample-book';
import { SamplePicture } from './sample-picture';

/** Keyed by the contracts' style list, so a new style cannot be left off this page. */
const STYLES: Record<ArtStyle, { name: string; text: string }> = {
  flat: {
    name: 'Bright and flat',
    text: 'Clean shapes, clear colours and neat outlines. From the built-in illustrator it prints as vector art, crisp at any size.',
  },
  watercolor: {
    name: 'Watercolour',
    text: 'Soft, wobbly edges, pigment pooling in gentle blotches and the grain of watercolour paper.',
  },
  crayon: {
    name: 'Crayon',
    text: 'Heavy, shaky lines and waxy colour that skips over the paper’s texture in streaks.',
  },
};

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

/** The same page drawn in every art style, side by side. */
export function ArtStyles() {
  const { page_number: pageNumber, alt, pictures } = SAMPLE_BOOK.style_page;
  return (
    <section aria-labelledby="art-styles-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading
          id="art-styles-heading"
          eyebrow="Art styles"
          title={`One story, ${COUNT_WORDS[pictures.length] ?? pictures.length} ways to draw it`}
          intro={`You choose the style when you create a story, and every picture in the book is drawn in it. Here is page ${pageNumber} of the sample book in each one.`}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {pictures.map((picture) => (
            <li key={picture.style}>
              <figure className="h-full overflow-hidden rounded-3xl border border-line bg-paper">
                <SamplePicture picture={picture} alt={`${alt}, in the ${STYLES[picture.style].name.toLowerCase()} style`} />
                <figcaption className="p-5">
                  <h3 className="text-xl font-semibold">{STYLES[picture.style].name}</h3>
                  <p className="mt-1.5 text-[0.95rem] text-ink-soft">{STYLES[picture.style].text}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-ink-soft">
          When the service makes pictures with OpenAI instead, it asks for the same styles in words, so those
          pictures look different from these.
        </p>
      </div>
    </section>
  );
}
