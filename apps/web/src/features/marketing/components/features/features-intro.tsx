import { SAMPLE_BOOK } from './sample-book';
import { SamplePicture } from './sample-picture';

const ageRange = SAMPLE_BOOK.age_group.replace('-', '–');

/** The page's title beside the sample book's cover, its title set over the art as the book viewer does. */
export function FeaturesIntro() {
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-coral-50),transparent),radial-gradient(40rem_24rem_at_0%_30%,var(--color-sky-100),transparent)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 pt-10 pb-14 sm:pt-16 md:grid-cols-[1.2fr_1fr] md:pb-20">
        <div>
          <p className="font-display text-lg font-semibold text-coral-700">See it, don’t take our word for it</p>
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Features</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">
            The pictures on this page, and every word of the sample book in it, were made by the product itself. Our
            built-in story engine wrote “{SAMPLE_BOOK.title}”, a {SAMPLE_BOOK.page_count}-page story for ages {ageRange}{' '}
            about {SAMPLE_BOOK.heroes}, and our built-in illustrator drew it. Nothing has been retouched.
          </p>
        </div>
        <figure className="mx-auto w-full max-w-xs sm:max-w-sm">
          <div className="relative overflow-hidden rounded-3xl border border-line shadow-lift">
            <SamplePicture picture={SAMPLE_BOOK.cover} alt={SAMPLE_BOOK.cover.alt} priority />
            <p className="absolute inset-x-4 top-4 rounded-3xl border-4 border-sun-300 bg-paper/95 px-4 py-3 text-center font-display text-xl leading-tight font-semibold text-plum-600 shadow-lift sm:text-2xl">
              {SAMPLE_BOOK.title}
            </p>
          </div>
          <figcaption className="mt-3 text-center text-sm text-ink-soft">The cover, with its title set over the art as in the book viewer.</figcaption>
        </figure>
      </div>
    </section>
  );
}
