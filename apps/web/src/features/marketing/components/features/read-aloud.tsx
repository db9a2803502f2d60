import { Square, Volume2 } from 'lucide-react';
import { SAMPLE_BOOK } from './sample-book';

/** Which word the still below shows lit up, as if the voice had just reached it. */
const SPOKEN_WORD = 5;

const FACTS = [
  'Press Read aloud in the book viewer: reading starts at the pages you have open.',
  'Each word lights up as it is spoken, so a child can follow along.',
  'Pages turn by themselves until The End; Stop reading halts it at once.',
  'The voice is the one your browser or device provides, so nothing needs installing and it may sound different on another device. The button appears in browsers that can speak.',
] as const;

/** A still of a page being read aloud; the words are the sample book's, the highlight is the viewer's. */
export function ReadAloud() {
  const page = SAMPLE_BOOK.spread[SAMPLE_BOOK.spread.length - 1];
  const words = page?.text.split(' ') ?? [];
  return (
    <section aria-labelledby="read-aloud-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 md:grid-cols-2">
        <div>
          <p className="font-display text-lg font-semibold text-coral-700">Read aloud</p>
          <h2 id="read-aloud-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
            Let the book read itself
          </h2>
          <ul className="mt-8 flex flex-col gap-3">
            {FACTS.map((fact) => (
              <li key={fact} className="flex gap-3">
                <Volume2 className="mt-1 size-5 shrink-0 text-coral-600" aria-hidden="true" />
                <span className="text-ink">{fact}</span>
              </li>
            ))}
          </ul>
        </div>
        <figure>
          <div className="rounded-3xl border border-line bg-paper p-5 shadow-soft sm:p-7">
            {/* The viewer's buttons, drawn only: this picture is not a player. */}
            <div aria-hidden="true" className="mb-4 flex justify-end">
              <span className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-white px-3.5 text-sm font-semibold text-ink">
                <Square className="size-4" />
                Stop reading
              </span>
            </div>
            <p className="font-display text-lg leading-relaxed text-ink sm:text-xl">
              {words.map((word, index) => (
                <span key={index}>
                  {index > 0 && ' '}
                  {index === SPOKEN_WORD ? <mark className="rounded bg-sun-300 text-ink">{word}</mark> : word}
                </span>
              ))}
            </p>
          </div>
          <figcaption className="mt-3 text-center text-sm text-ink-soft">
            Page {page?.page_number} while it is read aloud: the word being spoken is highlighted.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
