import { LifeBuoy } from 'lucide-react';
import { TextLink } from '../../../components/ui/text-link';

/** Many questions already have an answer: the help centre first saves a wait. */
export function BeforeYouWrite() {
  return (
    <section aria-labelledby="before-you-write-heading" className="rounded-3xl border border-sky-300/60 bg-sky-100 p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <LifeBuoy className="size-6 shrink-0 text-plum-600" aria-hidden="true" />
        <h2 id="before-you-write-heading" className="text-xl font-semibold">
          Before you write
        </h2>
      </div>
      <p className="mt-3 text-ink">
        Many questions already have an answer in the help centre, and you will not have to wait for ours. If yours is
        not there, we are glad to hear from you.
      </p>
      <TextLink to="/help" className="mt-3 inline-block">
        Visit the help centre
      </TextLink>
    </section>
  );
}
