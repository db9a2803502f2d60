import { type EpubExport, type EpubExportRequest } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { epubFileName } from '../../lib/file-name';
import type { Attachment } from '../../lib/send-attachment';
import { loadOwnedExport, openExportedFile, queueExportJob, storyReadyToExport } from '../book-file-exports/book-file-exports';
import { progressOfJob } from '../jobs/service';
import { EXPORT_EPUB_JOB } from './export-epub-job';
import { findCustomerEpubExport, insertEpubExport, updateEpubExport, type EpubExportRow } from './repo';

function toEpubExport(row: EpubExportRow, jobProgress: number): EpubExport {
  return {
    export_id: row.id,
    story_id: row.storyId,
    status: row.status,
    job_id: row.jobId,
    progress: row.status === 'ready' ? 100 : jobProgress,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    error: row.error,
    download_url: row.status === 'ready' ? `/export-epub/download/${row.id}` : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** POST /export-epub/: records the export and queues the job that makes it. */
export async function startEpubExport(context: AppContext, customerId: string, request: EpubExportRequest): Promise<EpubExport> {
  const story = await storyReadyToExport(context, customerId, request.story_id);
  const row = await insertEpubExport(context.db, { customerId, storyId: story.id, fileName: epubFileName(story.title) });
  const jobId = await queueExportJob(context, EXPORT_EPUB_JOB, row, updateEpubExport);
  return toEpubExport({ ...row, jobId }, 0);
}

/** GET /export-epub/{id}: the export with its job's progress. */
export async function getEpubExport(context: AppContext, customerId: string, exportId: string): Promise<EpubExport> {
  const row = await loadOwnedExport(context, customerId, exportId, findCustomerEpubExport);
  const progress = row.jobId && row.status !== 'ready' ? await progressOfJob(context.db, row.jobId) : 0;
  return toEpubExport(row, progress);
}

/** The finished file, for its owner only. */
export async function openEpubDownload(context: AppContext, customerId: string, exportId: string): Promise<Attachment> {
  return openExportedFile(context, await loadOwnedExport(context, customerId, exportId, findCustomerEpubExport), 'The e-book is still being made');
}
