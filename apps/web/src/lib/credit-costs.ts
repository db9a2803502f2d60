import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookCreditCosts } from '@studio/contracts/books';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/v1/books/credit-costs (public): what a book of each length costs in credits on this server. */
export async function getBookCreditCosts(): Promise<BookCreditCosts> {
  const { data } = await apiClient.get<BookCreditCosts>('/api/v1/books/credit-costs');
  return data;
}

export function bookCreditCostsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.books.creditCosts, queryFn: getBookCreditCosts, staleTime: 5 * 60_000 });
}

/** Shared by /pricing and every "not enough credits" message. */
export function useBookCreditCosts() {
  return useQuery(bookCreditCostsQueryOptions());
}

/** "an 8-page book", "a 16-page book": said aloud, eight and eleven start with a vowel. */
const aPages = (pages: number) => `${/^8/.test(String(pages)) || pages === 11 || pages === 18 ? 'an' : 'a'} ${pages}-page book`;
const credits = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;

/** "One credit draws one picture (…)": what a credit buys, in a sentence, from the server's real costs. */
export function whatACreditBuys(costs: BookCreditCosts): string {
  const { per_picture: perPicture, books } = costs;
  const picture = perPicture.standard === 1 ? 'One credit draws one picture' : `A picture costs ${credits(perPicture.standard)}`;
  const [first, ...others] = books;
  if (!first) return `${picture}.`;
  const bookCosts = [
    `${aPages(first.pages)} has ${first.pictures} pictures (the cover and one per page), so it costs ${credits(first.standard)}`,
    ...others.map((book) => `${aPages(book.pages)} ${credits(book.standard)}`),
  ].join('; ');
  const highQuality = perPicture.high_quality !== perPicture.standard ? ` In high quality a picture costs ${credits(perPicture.high_quality)}.` : '';
  return `${picture}: ${bookCosts}.${highQuality}`;
}
