import { GOOD_IMAGE_PPI } from '@studio/contracts/uploaded-books';
import { FileCheck2, FileUp, Printer, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../section-heading';

const STEPS: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  { title: 'Upload your PDF', text: 'A book you made somewhere else: a class anthology, a family album, a story you wrote yourself.', icon: FileUp },
  { title: 'Read the print check', text: 'We check the file as a print shop would and explain what we find in plain words, then show you every page.', icon: FileCheck2 },
  { title: 'Order prints', text: 'When nothing stands in the way, order printed copies. The page size is your file’s; binding, paper, colour and finish are yours to choose.', icon: Printer },
];

/** What the preflight looks at; a failure must be fixed before ordering, a warning is the customer's call. */
const CHECKS = [
  'The page size is one we print',
  'Every page is the same size',
  'Every page has 0.125 in (3.2 mm) of bleed for pictures that reach the edge',
  'Every font is embedded',
  `Pictures are sharp (${GOOD_IMAGE_PPI} ppi at their printed size)`,
  'Whether the colours are ready for print (CMYK) or will be converted',
  'Which bindings the page count allows',
] as const;

export function OwnPdf() {
  return (
    <section aria-labelledby="own-pdf-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading id="own-pdf-heading" eyebrow="Your own books" title="Print a PDF you already have" />
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {STEPS.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="rounded-3xl border border-line bg-paper p-6">
              <Icon className="size-7 text-coral-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-1.5 text-ink-soft">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 rounded-3xl bg-sky-100 p-6 sm:p-8">
          <h3 className="text-lg font-semibold">What the print check looks at</h3>
          <ul className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
            {CHECKS.map((check) => (
              <li key={check} className="flex items-start gap-2 text-ink">
                <FileCheck2 className="mt-1 size-4 shrink-0 text-plum-600" aria-hidden="true" />
                {check}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-ink-soft">
            A problem that would spoil the print must be fixed before you can order; a warning tells you what to look
            out for and leaves the choice to you.
          </p>
        </div>
      </div>
    </section>
  );
}
