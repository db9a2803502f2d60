import { type pdfExportRequestSchema, type PdfExport } from '@studio/contracts/books';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pdfFileName } from '../../lib/file-name';
import type { Attachment } from '../../lib/send-attachment';
import { loadOwnedExport, openExportedFile, queueExportJob, storyReadyToExport } from '../book-file-exports/book-file-exports';
import { EXPORT_PDF_JOB } from './export-pdf-job';
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
  const story = await storyReadyToExport(context, customerId, request.story_id);
  const row = await insertExport(context.db, { customerId, storyId: story.id, paperSize: request.paper_size, fileName: pdfFileName(story.title) });
  const jobId = await queueExportJob(context, EXPORT_PDF_JOB, row, updateExport);
  return toPdfExport({ ...row, jobId });
}

export async function getPdfExport(context: AppContext, customerId: string, exportId: string): Promise<PdfExport> {
  return toPdfExport(await loadOwnedExport(context, customerId, exportId, findCustomerExport));
}

/** The finished file, for its owner only. */
export async function openPdfDownload(context: AppContext, customerId: string, exportId: string): Promise<Attachment> {
  return openExportedFile(context, await loadOwnedExport(context, customerId, exportId, findCustomerExport), 'The PDF is still being made');
}
