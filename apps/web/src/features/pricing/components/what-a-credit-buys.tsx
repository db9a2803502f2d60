import { BookOpen } from 'lucide-react';
import { useBookCreditCosts, whatACreditBuys } from '../../../lib/credit-costs';

/** /pricing: what a credit buys, as a sentence and a book of each length with its cost (from the server's real costs). */
export function WhatACreditBuys() {
  const costs = useBookCreditCosts();
  if (!costs.data) return null;
  return (
    <section aria-labelledby="credit-buys-heading" className="mt-8 rounded-3xl border border-line bg-cream px-5 py-4">
      <h2 id="credit-buys-heading" className="text-lg font-semibold">
        What a credit buys
      </h2>
      <p className="mt-1 text-ink-soft">{whatACreditBuys(costs.data)} Writing the story is free; printed copies are paid for separately when you order them.</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="What a book costs">
        {costs.data.books.map((book) => (
          <li key={book.story_length} className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold">
            <BookOpen aria-hidden="true" className="size-4 text-plum-600" />
            {book.pages}-page book: {book.standard} credits
          </li>
        ))}
      </ul>
    </section>
  );
}
