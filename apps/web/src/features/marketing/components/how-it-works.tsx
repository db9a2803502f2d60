import { BookHeart, Lightbulb, WandSparkles, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const STEPS: ReadonlyArray<{ title: string; text: string; icon: LucideIcon; tone: string }> = [
  {
    title: 'Share a spark',
    text: 'Pick an age, a theme and the heroes. A dragon who is scared of the dark? A class trip to the moon? Anything goes.',
    icon: Lightbulb,
    tone: 'bg-sun-100 text-[#8a5d00]',
  },
  {
    title: 'Watch it come alive',
    text: 'The story is written page by page, with an illustration for each one. Change any word or picture until it feels just right.',
    icon: WandSparkles,
    tone: 'bg-plum-100 text-plum-600',
  },
  {
    title: 'Keep it forever',
    text: 'Download a PDF to read tonight, or order a beautifully printed book for the bookshelf, or as a gift.',
    icon: BookHeart,
    tone: 'bg-coral-100 text-coral-700',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" className="scroll-mt-20 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading eyebrow="How it works" title="From a little idea to a real book" intro="Three simple steps, and no writing or drawing skills needed." />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text, icon: Icon, tone }, index) => (
            <li key={title} className="relative rounded-3xl border border-line bg-paper p-7">
              <span className="absolute top-6 right-6 font-display text-5xl font-semibold text-line" aria-hidden="true">
                {index + 1}
              </span>
              <span className={`grid size-12 place-items-center rounded-2xl ${tone}`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-ink-soft">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
