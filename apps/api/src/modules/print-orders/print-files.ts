import { PassThrough, type Writable } from 'node:stream';
import { PRINT_BLEED_IN, coverSheetLayout } from '@studio/print/catalogue';
import { streamBookPdf, streamCoverSpreadPdf, type BookForPrint, type Preflight } from '@studio/print';
import type { AppContext } from '../../app-context';
import { conflict } from '../../errors/app-error';
import { bookForPrint } from '../pdf-exports/book-for-print';
import { storyById } from '../stories/story-access';
import { printedBookUrl } from '../share-links/printed-book-link';
import { uploadedBookForPrint } from '../uploaded-books/uploaded-book-print';
import type { PrintOrderRow } from './repo';

const MM_PER_INCH = 25.4;
export const PRINT_BLEED_MM = PRINT_BLEED_IN * MM_PER_INCH;

export interface PrintFiles {
  interiorKey: string;
  coverKey: string;
  /** The interior as laid out here; null for an uploaded book, whose own file is printed. */
  interior: Preflight | null;
  cover: Preflight;
}

export const printFileKeys = (order: Pick<PrintOrderRow, 'id' | 'customerId'>) => ({
  interiorKey: `print-orders/${order.customerId}/${order.id}/interior.pdf`,
  coverKey: `print-orders/${order.customerId}/${order.id}/cover.pdf`,
});

/**
 * The two files a printer needs, as the order's frozen quote describes the book: the interior without
 * its cover at the chosen size and colour mode, padded with blank pages to the quoted count; and the
 * cover spread (back, spine, front) for the quoted page count, with the printer's 0.125 in bleed (and, for a
 * hardcover, Lulu's 0.75 in casewrap round the boards).
 */
export async function makePrintFiles(context: AppContext, order: PrintOrderRow): Promise<PrintFiles> {
  if (order.uploadedBookId) return makeUploadedPrintFiles(context, order, order.uploadedBookId);
  if (!order.storyId) throw conflict('The book of this order no longer exists', 'book_missing');
  const story = await storyById(context.db, order.storyId);
  if (!story) throw conflict('The book of this order no longer exists', 'book_missing');
  const options = order.quote.print_options;
  const printedPages = order.quote.printed_pages;
  const book = await bookForPrint(context, story, { grayscaleInterior: options.color_mode === 'black_white' });
  // A link the owner has switched off since ordering is not printed: its code would open nothing.
  const readAloudUrl = order.readAloudLinkId ? await printedBookUrl(context, order.readAloudLinkId) : null;
  const keys = printFileKeys(order);
  const interior = await storePdf(context, keys.interiorKey, (output) =>
    streamBookPdf(book, { paperSize: options.paper_size, bleedMm: PRINT_BLEED_MM, part: 'interior', padToPages: printedPages, renderAhead: context.config.renderConcurrency, grayscale: options.color_mode === 'black_white' }, output),
  );
  if (interior.page_count !== printedPages) throw new Error(`The interior has ${interior.page_count} pages; the quote said ${printedPages}`);
  return { ...keys, interior, cover: await storeCover(context, order, readAloudUrl ? { ...book, readAloudUrl } : book) };
}

/** The cover spread (back, spine, front) for the quoted page count. */
async function storeCover(context: AppContext, order: PrintOrderRow, book: BookForPrint): Promise<Preflight> {
  const options = order.quote.print_options;
  return storePdf(context, printFileKeys(order).coverKey, (output) => streamCoverSpreadPdf(book, coverSheetLayout(options, order.quote.printed_pages), output));
}

/**
 * An uploaded book prints its own file inside (with blank pages added when the binding needs them);
 * its first page, drawn at print resolution, is the front cover, and the spine and back carry the title.
 */
async function makeUploadedPrintFiles(context: AppContext, order: PrintOrderRow, bookId: string): Promise<PrintFiles> {
  const keys = printFileKeys(order);
  const upload = await uploadedBookForPrint(context, bookId, order.quote.printed_pages, { greyscale: order.quote.print_options.color_mode === 'black_white' });
  const stored = upload.interior ?? (await context.blobs.get(upload.originalKey));
  await context.blobs.put(keys.interiorKey, stored, { contentType: 'application/pdf' });
  const cover = { kind: 'raster' as const, data: upload.coverJpeg.data, widthPx: upload.coverJpeg.widthPx, heightPx: upload.coverJpeg.heightPx };
  const book: BookForPrint = { title: upload.title, blurb: upload.description || undefined, cover, coverLettering: false, pages: [] };
  return { ...keys, interior: null, cover: await storeCover(context, order, book) };
}

async function storePdf(context: AppContext, key: string, render: (output: Writable) => Promise<Preflight>): Promise<Preflight> {
  const output = new PassThrough();
  const [, preflight] = await Promise.all([context.blobs.put(key, output, { contentType: 'application/pdf' }), render(output)]);
  return preflight;
}
