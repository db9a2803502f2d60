import { ChevronDown, Link2 } from 'lucide-react';
import type { HelpAnswer as Answer } from '../content/help-topics';

/** One question that opens to its answer; its id is the address others can link to. */
export function HelpAnswer({ answer, open }: { answer: Answer; open?: boolean }) {
  return (
    <details id={answer.id} open={open} className="group scroll-mt-24 rounded-2xl border border-line bg-white shadow-soft open:border-coral-200">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-coral-600 [&::-webkit-details-marker]:hidden">
        <span>{answer.question}</span>
        <ChevronDown className="mt-0.5 size-5 shrink-0 text-ink-soft transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="flex flex-col gap-3 px-5 pb-5 text-ink-soft">
        {answer.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <a href={`#${answer.id}`} className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-coral-700 underline-offset-4 hover:underline">
          <Link2 className="size-4" aria-hidden="true" />
          Link to this answer<span className="sr-only">: {answer.question}</span>
        </a>
      </div>
    </details>
  );
}
