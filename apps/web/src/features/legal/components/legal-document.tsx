import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** Shown as “Last updated: …”; change it with every change of substance. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A policy page: title, date, contents with a link to each section, then the sections. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-12 sm:py-16">
      <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm font-semibold text-ink-soft">Last updated: {updated}</p>
      <div className="mt-6 flex flex-col gap-4 text-lg text-ink-soft">{intro}</div>
      <nav aria-labelledby="contents-heading" className="mt-8 rounded-3xl bg-cream p-6">
        <h2 id="contents-heading" className="text-lg font-semibold">
          Contents
        </h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-ink-soft sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="font-semibold text-coral-700 underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 flex flex-col gap-3 text-ink-soft [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-ink">{section.content}</div>
        </section>
      ))}
    </article>
  );
}
