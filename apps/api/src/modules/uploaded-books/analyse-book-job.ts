import sharp from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { UnreadablePdfError } from '../../infra/pdf/pdf-facts';
import { withPdfReader, type PdfReader } from '../../infra/pdf/pdf-reader';
import { storeIfOwnerStays } from '../../lib/store-if-owner-stays';
import { defineJob, type JobContext } from '../jobs/job-definition';
import { previewKey } from './book-files';
import { preflight, worstLevel } from './preflight';
import { withLocalCopy } from './local-copy';
import { findBook, updateBook, type UploadedBookRow } from './repo';

export const ANALYSE_BOOK_JOB = 'analyse-uploaded-book';
/** Large enough to read a page of text on a phone, small enough to keep 100 pages light. */
const FULL_PREVIEW_PX = 1000;
const THUMB_PREVIEW_PX = 240;

/**
 * Analyses an uploaded PDF as a print shop's preflight would, then draws its first pages for previews
 * (`config.pdf.previewPages` of them). The file is read in a worker thread held to the configured
 * limits (ADR 030). The checks come first (the book is `ready` or `rejected` as soon as they are
 * known); the pictures follow, page 1 first, each counted as it is stored. A file that cannot be read,
 * or not within the limits, is rejected with the reason and removed. Idempotent: an analysed book only has its missing pictures drawn. A book
 * deleted meanwhile stops the drawing, and no picture of it is left behind.
 */
export function createAnalyseBookJob(context: AppContext) {
  return defineJob({
    name: ANALYSE_BOOK_JOB,
    version: 1,
    payload: z.object({ book_id: z.uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 5,
    handler: async ({ book_id }, job: JobContext) => {
      const book = await findBook(context.db, book_id);
      if (!book || book.status === 'rejected') return { book_id, skipped: true };
      return withLocalCopy(context, book.fileKey, (path) =>
        withPdfReader(path, context.config.pdf, async (reader) => {
          const analysed = book.status === 'ready' ? book : await analyse(context, book, reader, job);
          // Undefined: the book was deleted while it was being read.
          if (analysed?.status !== 'ready') return { book_id, status: analysed?.status ?? 'deleted' };
          await drawPages(context, analysed, reader, job);
          return { book_id, status: 'ready' };
        }),
      );
    },
  });
}

async function analyse(context: AppContext, book: UploadedBookRow, reader: PdfReader, job: JobContext): Promise<UploadedBookRow | undefined> {
  await job.progress(5, 'Reading the file');
  try {
    const facts = await reader.facts((page, of) => (page % 10 === 0 || page === of ? job.progress(5 + Math.round((page / of) * 45), `Checking page ${page} of ${of}`) : undefined));
    const analysis = preflight(facts, book.sizeBytes);
    return updateBook(context.db, book.id, { status: 'ready', analysis, pageCount: analysis.page_count, paperSize: analysis.paper_size, preflight: worstLevel(analysis.checks), updatedAt: context.clock.now() });
  } catch (error) {
    if (!(error instanceof UnreadablePdfError)) throw error;
    // A file we cannot print is not kept: the row stays, with the reason, so the customer knows why.
    await context.blobs.deletePrefix(book.fileKey.replace(/original\.pdf$/, ''));
    return updateBook(context.db, book.id, { status: 'rejected', rejectionReason: error.message, updatedAt: context.clock.now() });
  }
}

async function drawPages(context: AppContext, book: UploadedBookRow, reader: PdfReader, job: JobContext): Promise<void> {
  const pageCount = Math.min(book.pageCount ?? 0, context.config.pdf.previewPages);
  for (let page = book.previewPages + 1; page <= pageCount; page += 1) {
    const full = await reader.draw(page, FULL_PREVIEW_PX);
    const thumb = await sharp(full).resize(THUMB_PREVIEW_PX).webp({ quality: 78 }).toBuffer();
    const [fullKey, thumbKey] = [previewKey(book.customerId, book.id, page, 'full'), previewKey(book.customerId, book.id, page, 'thumb')];
    // The book's folder goes by prefix once its row is gone, so finding the row when the page is counted is enough.
    const recorded = await storeIfOwnerStays(
      context.blobs,
      [fullKey, thumbKey],
      () => Promise.all([context.blobs.put(fullKey, full, { contentType: 'image/webp' }), context.blobs.put(thumbKey, thumb, { contentType: 'image/webp' })]),
      async () => Boolean(await updateBook(context.db, book.id, { previewPages: page, updatedAt: context.clock.now() })),
    );
    // Deleted while its pages were being drawn: no more of them.
    if (!recorded) return;
    await job.progress(50 + Math.round((page / pageCount) * 50), `Drawing page ${page} of ${pageCount}`);
  }
}
