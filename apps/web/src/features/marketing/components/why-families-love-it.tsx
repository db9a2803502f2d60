import { GraduationCap, Printer, ShieldCheck, Smile, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const REASONS: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  { title: 'Gentle and age-right', text: 'Stories are shaped for the age you choose, with kind words and happy endings.', icon: ShieldCheck },
  { title: 'Their name, their world', text: 'Pets, friends, favourite toys and places: the details that make a child light up.', icon: Smile },
  { title: 'Ready for the classroom', text: 'Teachers make stories around a topic, a value or a class adventure in minutes.', icon: GraduationCap },
  { title: 'Print-quality books', text: 'Choose paper, binding and finish, and we deliver a book that lasts.', icon: Printer },
];

export function WhyFamiliesLoveIt() {
  return (
    <section className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading eyebrow="Why families love it" title="Stories they ask for again and again" />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-3xl bg-white p-6 shadow-soft">
              <Icon className="size-7 text-coral-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-1.5 text-[0.95rem] text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
