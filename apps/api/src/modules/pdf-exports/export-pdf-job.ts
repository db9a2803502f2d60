import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { streamBookPdf, TextDoesNotFitError } from '@studio/print';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { storeIfOwnerStays } from '../../lib/store-if-owner-stays';
import { unlessDeletedMeanwhile } from '../../lib/unless-deleted';
import { defineJob, type JobContext } from '../jobs/job-definition';
import { storyById, keepStoryWhileNamingFiles } from '../stories/story-access';
import { bookForPrint } from './book-for-print';
import { findExport, updateExport, type PdfExportRow } from './repo';

export const EXPORT_PDF_JOB = 'export-pdf';

const payload = z.object({ export_id: z.uuid() });

/**
 * Lays out a book as a print-ready PDF and streams it into the blob store, keeping the preflight.
 * Idempotent: an export that is ready is left alone; a retry writes the same key again. Problems the
 * customer must fix (a text too long for the page, no pictures yet) fail the export at once with
 * their message instead of being retried. An export whose story is deleted meanwhile (taking the
 * export with it) ends the job, and leaves no PDF behind.
 */
export function createExportPdfJob(context: AppContext) {
  return defineJob({
    name: EXPORT_PDF_JOB,
    version: 1,
    payload,
    retryLimit: 2,
    retryDelaySeconds: 1,
    handler: async ({ export_id }, job: JobContext) => {
      const deleted = { export_id, status: 'deleted' };
      const row = await findExport(context.db, export_id);
      if (!row) return deleted;
      if (row.status === 'ready') return { export_id, status: row.status };
      const exportStillThere = async () => Boolean(await findExport(context.db, export_id));
      return unlessDeletedMeanwhile(() => makeExport(context, row, job), exportStillThere, deleted);
    },
    // The last attempt failed, or its worker died.
    onGiveUp: async ({ export_id }) => {
      await updateExport(context.db, export_id, { status: 'failed', error: 'The PDF could not be made. Please try again.' });
    },
  });
}

/** The export made, or failed with a problem the customer must fix; `deleted` when its story went meanwhile. */
async function makeExport(context: AppContext, row: PdfExportRow, job: JobContext): Promise<{ export_id: string; status: string; error?: string }> {
  try {
    return { export_id: row.id, status: (await renderExport(context, row, job)) ? 'ready' : 'deleted' };
  } catch (error) {
    const customerProblem = customerMessage(error);
    if (!customerProblem) throw error;
    await updateExport(context.db, row.id, { status: 'failed', error: customerProblem });
    return { export_id: row.id, status: 'failed', error: customerProblem };
  }
}

/** Streams the PDF into the blob store and records it; false (and no file) when the story was deleted meanwhile. */
async function renderExport(context: AppContext, row: PdfExportRow, job: JobContext): Promise<boolean> {
  await updateExport(context.db, row.id, { status: 'rendering', error: null });
  const story = await storyById(context.db, row.storyId);
  if (!story) return false;
  await job.progress(10, 'Gathering the pictures');
  const book = await bookForPrint(context, story);
  await job.progress(30, 'Laying out the pages');
  const key = `pdf-exports/${row.customerId}/${row.id}.pdf`;
  return storeIfOwnerStays(
    context.blobs,
    [key],
    async () => {
      const output = new PassThrough();
      const [stored, preflight] = await Promise.all([
        context.blobs.put(key, output, { contentType: 'application/pdf' }),
        streamBookPdf(book, { paperSize: row.paperSize, renderAhead: context.config.renderConcurrency }, output),
      ]);
      return { sizeBytes: stored.size, preflight: { ...preflight, paper_size: row.paperSize } };
    },
    (made) => context.db.transaction(async (tx) => (await keepStoryWhileNamingFiles(tx, row.storyId)) && updateExport(tx, row.id, { status: 'ready', blobKey: key, ...made })),
  );
}

function customerMessage(error: unknown): string | null {
  if (error instanceof TextDoesNotFitError) return `${error.message} Shorten that page's text in Edit Mode, or choose a larger paper size.`;
  if (error instanceof AppError && error.status < 500) return error.detail;
  return null;
}
