import { useDeferredValue, useMemo, useState } from 'react';
import { TextLink } from '../../../components/ui/text-link';
import { HELP_TOPICS } from '../content/help-topics';
import { useOpenLinkedAnswer } from '../hooks/use-open-linked-answer';
import { countAnswers, searchHelp } from '../utils/search-help';
import { HelpAnswer } from './help-answer';
import { HelpSearch } from './help-search';

/** /help: questions and answers by topic, searched as you type, each answer with its own address. */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const topics = useMemo(() => searchHelp(HELP_TOPICS, deferredQuery), [deferredQuery]);
  const isSearching = deferredQuery.trim() !== '';
  useOpenLinkedAnswer();

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-12 sm:py-16">
      <h1 className="text-4xl font-semibold sm:text-5xl">Help Centre</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Answers about making stories, pictures and credits, printing, uploading your own book, plans and your account.
      </p>
      <div className="mt-8">
        <HelpSearch query={query} onQueryChange={setQuery} matches={countAnswers(topics)} />
      </div>

      {!isSearching && (
        <nav aria-label="Help topics" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {HELP_TOPICS.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`} className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-coral-300 hover:text-coral-700">
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {topics.length === 0 ? (
        <div className="mt-10 rounded-3xl bg-cream p-6 text-center">
          <h2 className="text-xl font-semibold">No answer matches “{deferredQuery.trim()}”</h2>
          <p className="mt-2 text-ink-soft">
            Try another word, or <TextLink to="/contact">ask us directly</TextLink>: we answer within one working day.
          </p>
        </div>
      ) : (
        <div key={isSearching ? 'search' : 'all'} className="mt-10 flex flex-col gap-12">
          {topics.map((topic) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-heading`} className="scroll-mt-24">
              <h2 id={`${topic.id}-heading`} className="text-2xl font-semibold">
                {topic.title}
              </h2>
              <div className="mt-4 flex flex-col gap-3">
                {topic.answers.map((answer) => (
                  <HelpAnswer key={answer.id} answer={answer} open={isSearching || undefined} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}

      <p className="mt-14 text-center text-ink-soft">
        Still stuck? <TextLink to="/contact">Contact us</TextLink> and a person will answer.
      </p>
    </div>
  );
}
