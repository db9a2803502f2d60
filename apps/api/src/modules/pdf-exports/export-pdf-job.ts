import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { streamBookPdf, TextDoesNotFitError } from '@studio/print';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { defineJob, type JobContext } from '../jobs/job-definition';
import { findStory } from '../stories/story-records';
import { bookForPrint } from './book-for-print';
import { findExport, updateExport, type PdfExportRow } from './repo';

export const EXPORT_PDF_JOB = 'export-pdf';

const payload = z.object({ export_id: z.uuid() });

/**
 * Lays out a book as a print-ready PDF and streams it into the blob store, keeping the preflight.
 * Idempotent: an export that is ready is left alone; a retry writes the same key again. Problems the
 * customer must fix (a text too long for the page, no pictures yet) fail the export at once with
 * their message instead of being retried.
 */
export function createExportPdfJob(context: AppContext) {
  return defineJob({
    name: EXPORT_PDF_JOB,
    version: 1,
    payload,
    retryLimit: 2,
    retryDelaySeconds: 1,
    handler: async ({ export_id }, job: JobContext) => {
      const row = await findExport(context.db, export_id);
      if (!row) throw new Error('The export no longer exists');
      if (row.status === 'ready') return { export_id, status: row.status };
      try {
        await renderExport(context, row, job);
        return { export_id, status: 'ready' };
      } catch (error) {
        const customerProblem = customerMessage(error);
        if (!customerProblem) throw error;
        await updateExport(context.db, export_id, { status: 'failed', error: customerProblem });
        return { export_id, status: 'failed', error: customerProblem };
      }
    },
    // The last attempt failed, or its worker died.
    onGiveUp: async ({ export_id }) => {
      await updateExport(context.db, export_id, { status: 'failed', error: 'The PDF could not be made. Please try again.' });
    },
  });
}

async function renderExport(context: AppContext, row: PdfExportRow, job: JobContext): Promise<void> {
  await updateExport(context.db, row.id, { status: 'rendering', error: null });
  const story = await findStory(context.db, row.storyId);
  if (!story) throw new AppError('not_found', 404, 'The story no longer exists');
  await job.progress(10, 'Gathering the pictures');
  const book = await bookForPrint(context, story);
  await job.progress(30, 'Laying out the pages');
  const key = `pdf-exports/${row.customerId}/${row.id}.pdf`;
  const output = new PassThrough();
  const [stored, preflight] = await Promise.all([
    context.blobs.put(key, output, { contentType: 'application/pdf' }),
    streamBookPdf(book, { paperSize: row.paperSize, renderAhead: context.config.renderConcurrency }, output),
  ]);
  await updateExport(context.db, row.id, { status: 'ready', blobKey: key, sizeBytes: stored.size, preflight: { ...preflight, paper_size: row.paperSize } });
}

function customerMessage(error: unknown): string | null {
  if (error instanceof TextDoesNotFitError) return `${error.message} Shorten that page's text in Edit Mode, or choose a larger paper size.`;
  if (error instanceof AppError && error.status < 500) return error.detail;
  return null;
}
