import { ArrowRight, type LucideIcon, Mail, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

const LINKS: ReadonlyArray<{ to: string; title: string; text: string; icon: LucideIcon }> = [
  { to: '/features', title: 'See what it makes', text: 'Real pages from a sample book, every art style and the print options.', icon: Sparkles },
  { to: '/privacy', title: 'Read our privacy policy', text: 'How we look after what your family shares with us.', icon: ShieldCheck },
  { to: '/contact', title: 'Talk to us', text: 'Questions, ideas or worries: we answer within one working day.', icon: Mail },
];

export function AboutLinks() {
  return (
    <section aria-labelledby="about-links-heading" className="px-5 pb-16 sm:pb-24">
      <div className="mx-auto max-w-6xl">
        <h2 id="about-links-heading" className="text-2xl font-semibold sm:text-3xl">
          Where to next
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {LINKS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-3xl border border-line bg-white p-6 transition-colors hover:border-coral-300 hover:bg-coral-50"
              >
                <Icon className="mt-0.5 size-6 shrink-0 text-coral-600" aria-hidden="true" />
                <span>
                  <span className="flex items-center gap-1.5 font-display text-lg font-semibold text-ink">
                    {title}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                  </span>
                  <span className="mt-1 block text-ink-soft">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
