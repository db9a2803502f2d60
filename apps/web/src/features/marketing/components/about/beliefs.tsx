import { BookOpen, Heart, Moon, PenLine, type LucideIcon } from 'lucide-react';

const BELIEFS: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'The child is the hero',
    text: 'Children listen differently when the brave one in the story shares their name, their pet or their street. That is the heart of every book made here.',
    icon: Heart,
  },
  {
    title: 'Bedtime should wind down',
    text: 'A story can hold a small worry, but it is resolved before the last page. The words and sentences are chosen for the age you pick.',
    icon: Moon,
  },
  {
    title: 'You are the storyteller',
    text: 'AI does the drafting; you decide. You shape the idea before a page is written, and afterwards you can change any word or ask for a new picture.',
    icon: PenLine,
  },
  {
    title: 'A story deserves a book',
    text: 'Read it on screen tonight, download it as a PDF, or order it printed and bound, so it can sit on the shelf next to the old favourites.',
    icon: BookOpen,
  },
];

export function Beliefs() {
  return (
    <section aria-labelledby="beliefs-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-5">
        <h2 id="beliefs-heading" className="text-3xl font-semibold sm:text-4xl">
          What we believe about bedtime stories
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {BELIEFS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-3xl border border-line bg-paper p-6 sm:p-7">
              <Icon className="size-7 text-coral-600" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
