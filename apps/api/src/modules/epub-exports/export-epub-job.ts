import type { AppContext } from '../../app-context';
import { defineExportBookFileJob } from '../book-file-exports/export-book-file-job';
import { bookForEpub } from './book-for-epub';
import { writeEpub } from './epub/write-epub';
import { findEpubExport, updateEpubExport } from './repo';

export const EXPORT_EPUB_JOB = 'export-epub';

/** Makes a book's EPUB 3 file and stores it (ADR 034). */
export function createExportEpubJob(context: AppContext) {
  return defineExportBookFileJob(context, {
    jobName: EXPORT_EPUB_JOB,
    findExport: findEpubExport,
    updateExport: updateEpubExport,
    givenUpError: 'The e-book could not be made. Please try again.',
    textTooLongAdvice: "Shorten that page's text in Edit Mode.",
    foreground: true,
    gather: (story, row) => bookForEpub(context, story, row.id),
    writing: { percent: 70, message: 'Making the e-book' },
    blobKey: (row) => `epub-exports/${row.customerId}/${row.id}.epub`,
    write: async (book, _row, key) => ({ sizeBytes: (await context.blobs.put(key, await writeEpub(book), { contentType: 'application/epub+zip' })).size }),
  });
}
