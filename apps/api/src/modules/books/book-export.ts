import type { Book } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { getBook } from './book-view';
import { findBook } from './repo';

/** The illustrated book of each of these stories of the customer that has one, for their data export. */
export async function exportBooks(context: AppContext, customerId: string, storyIds: string[]): Promise<Book[]> {
  const books = await Promise.all(storyIds.map(async (storyId) => ((await findBook(context.db, storyId)) ? getBook(context, customerId, storyId) : null)));
  return books.filter((book): book is Book => book !== null);
}
