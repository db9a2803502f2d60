import type { Readable } from 'node:stream';
import { COVER_PAGE, type pdfExportRequestSchema, type PdfExport } from '@studio/contracts/books';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { picturesShownIn } from '../books/book-pictures';
import { loadOwnedStory } from '../stories/owned-story';
import { EXPORT_PDF_JOB } from './export-pdf-job';
import { pdfFileName } from '../../lib/file-name';
import { findCustomerExport, insertExport, updateExport, type PdfExportRow } from './repo';

export function toPdfExport(row: PdfExportRow): PdfExport {
  return {
    export_id: row.id,
    story_id: row.storyId,
    status: row.status,
    job_id: row.jobId,
    paper_size: row.paperSize,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    preflight: row.preflight,
    error: row.error,
    download_url: row.status === 'ready' ? `/export-pdf/download/${row.id}` : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** POST /export-pdf/: records the export and queues the job that makes it. */
export async function startPdfExport(context: AppContext, customerId: string, request: z.infer<typeof pdfExportRequestSchema>): Promise<PdfExport> {
  const story = await loadOwnedStory(context, customerId, request.story_id);
  if (story.status !== 'complete') throw conflict('Finish the story before exporting it', 'story_not_complete');
  const pictures = await picturesShownIn(context.db, story.id);
  if (!pictures.some((row) => row.pageNumber === COVER_PAGE)) throw conflict('Illustrate the book before exporting it: it has no cover yet', 'book_not_illustrated');
  const row = await insertExport(context.db, { customerId, storyId: story.id, paperSize: request.paper_size, fileName: pdfFileName(story.title) });
  try {
    const { jobId } = await context.jobs.enqueue(EXPORT_PDF_JOB, { export_id: row.id }, { customerId });
    await updateExport(context.db, row.id, { jobId });
    return toPdfExport({ ...row, jobId });
  } catch (error) {
    await updateExport(context.db, row.id, { status: 'failed', error: 'The export could not be queued. Please try again.' });
    throw error;
  }
}

async function loadOwnedExport(context: AppContext, customerId: string, exportId: string): Promise<PdfExportRow> {
  const row = isUuid(exportId) ? await findCustomerExport(context.db, customerId, exportId) : undefined;
  if (!row) throw notFound('Export');
  return row;
}

export async function getPdfExport(context: AppContext, customerId: string, exportId: string): Promise<PdfExport> {
  return toPdfExport(await loadOwnedExport(context, customerId, exportId));
}

/** The finished file, for its owner only. */
export async function openPdfDownload(context: AppContext, customerId: string, exportId: string): Promise<{ stream: Readable; size: number; fileName: string }> {
  const row = await loadOwnedExport(context, customerId, exportId);
  if (row.status !== 'ready' || !row.blobKey) throw conflict(row.status === 'failed' ? (row.error ?? 'The export failed') : 'The PDF is still being made', 'export_not_ready');
  return { stream: await context.blobs.get(row.blobKey), size: row.sizeBytes ?? 0, fileName: row.fileName };
}
