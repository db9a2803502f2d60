import { PassThrough } from 'node:stream';
import { streamBookPdf } from '@studio/print';
import type { AppContext } from '../../app-context';
import { defineExportBookFileJob } from '../book-file-exports/export-book-file-job';
import { bookForPrint } from './book-for-print';
import { findExport, updateExport } from './repo';

export const EXPORT_PDF_JOB = 'export-pdf';

/** Lays out a book as a print-ready PDF and streams it into the blob store, keeping the preflight. */
export function createExportPdfJob(context: AppContext) {
  return defineExportBookFileJob(context, {
    jobName: EXPORT_PDF_JOB,
    findExport,
    updateExport,
    givenUpError: 'The PDF could not be made. Please try again.',
    textTooLongAdvice: "Shorten that page's text in Edit Mode, or choose a larger paper size.",
    gather: (story) => bookForPrint(context, story),
    writing: { percent: 30, message: 'Laying out the pages' },
    blobKey: (row) => `pdf-exports/${row.customerId}/${row.id}.pdf`,
    write: async (book, row, key) => {
      const output = new PassThrough();
      const [stored, preflight] = await Promise.all([
        context.blobs.put(key, output, { contentType: 'application/pdf' }),
        streamBookPdf(book, { paperSize: row.paperSize, renderAhead: context.config.renderConcurrency }, output),
      ]);
      return { sizeBytes: stored.size, preflight: { ...preflight, paper_size: row.paperSize } };
    },
  });
}
