import { COVER_PAGE } from '@studio/contracts/books';
import type { PrintPaperSize } from '@studio/contracts/print-options';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { perContext } from '../../lib/per-context';
import { TtlCache } from '../../lib/ttl-cache';
import { characterPhotosOfStory } from '../characters/photos-of-story';
import { picturesShownIn } from '../books/book-pictures';
import { storyById, pagesOfStory, type StoryRow } from '../stories/story-access';
import { loadOwnedBook } from '../uploaded-books/uploaded-books';
import { interiorPageCount } from '@studio/print';

export type BookSource = { storyId: string; uploadedBookId?: undefined } | { uploadedBookId: string; storyId?: undefined };

export interface PrintableBook {
  source: BookSource;
  title: string;
  /** Interior pages as the print file will have them, before padding. */
  pageCount: number;
  story: StoryRow | null;
  /** An uploaded file prints at the size it was made: the only paper size it can have. */
  fixedPaperSize: PrintPaperSize | null;
}

/** The customer's book as it would print, or why it cannot: another customer's book does not exist; an unfinished one is 409. */
export async function printableBook(context: AppContext, customerId: string, source: BookSource): Promise<PrintableBook> {
  if (source.uploadedBookId !== undefined) return printableUpload(context, customerId, source.uploadedBookId, source);
  const story = isUuid(source.storyId) ? await storyById(context.db, source.storyId) : undefined;
  if (!story || story.customerId !== customerId) throw notFound('Story');
  const [pages, pictures, photos] = await Promise.all([pagesOfStory(context.db, story.id), picturesShownIn(context.db, story.id), characterPhotosOfStory(context.db, story.id)]);
  if (pages.length === 0) throw conflict('This story has no pages yet: finish writing it before ordering prints', 'book_not_ready');
  const illustrated = new Set(pictures.map((picture) => picture.pageNumber));
  const missing = [COVER_PAGE, ...pages.map((page) => page.pageNumber)].filter((page) => !illustrated.has(page));
  if (missing.length > 0) {
    const names = missing.map((page) => (page === COVER_PAGE ? 'the cover' : `page ${page}`));
    throw conflict(`Illustrate every page before ordering prints: ${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} no picture yet`, 'book_not_illustrated');
  }
  return {
    source,
    title: story.title,
    pageCount: interiorPageCount({
      storyPages: pages.length,
      extraPages: photos.length > 0 ? 1 : 0,
      hasDedication: Boolean(story.inputs.dedication),
      hasBelongsToPage: story.inputs.belongs_to_page ?? false,
    }),
    story,
    fixedPaperSize: null,
  };
}

/** An uploaded book prints once its analysis is done and found nothing that would spoil the print. */
async function printableUpload(context: AppContext, customerId: string, bookId: string, source: BookSource): Promise<PrintableBook> {
  const book = await loadOwnedBook(context, customerId, bookId);
  if (book.status === 'analysing' || !book.analysis) throw conflict('The book is still being checked: order prints once the check is done', 'book_not_ready');
  if (book.status === 'rejected') throw conflict(`This file cannot be printed: ${book.rejectionReason ?? 'it could not be read'}`, 'book_rejected');
  const failure = book.analysis.checks.find((check) => check.level === 'failure');
  if (failure || !book.analysis.paper_size) throw conflict(`Fix the file before ordering prints: ${failure?.message ?? 'its page size cannot be printed'}`, 'preflight_failed');
  return { source, title: book.title, pageCount: book.analysis.page_count, story: null, fixedPaperSize: book.analysis.paper_size };
}

/**
 * The wizard asks for a quote on every change of an option, so quotes read the book through a short
 * per-process cache (ADR 007); placing an order always reads it afresh.
 */
const QUOTE_BOOK_TTL_MS = 15_000;
const quoteBooks = perContext(() => new TtlCache<string, PrintableBook>(QUOTE_BOOK_TTL_MS, 5000));

export async function printableBookForQuote(context: AppContext, customerId: string, source: BookSource): Promise<PrintableBook> {
  const key = `${customerId}:${source.storyId ?? ''}:${source.uploadedBookId ?? ''}`;
  const cached = quoteBooks(context).get(key);
  if (cached) return cached;
  const book = await printableBook(context, customerId, source);
  quoteBooks(context).set(key, book);
  return book;
}
