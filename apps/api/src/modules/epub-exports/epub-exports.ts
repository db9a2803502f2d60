import type { Readable } from 'node:stream';
import { COVER_PAGE, type EpubExport, type EpubExportRequest } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { epubFileName } from '../../lib/file-name';
import { picturesShownIn } from '../books/book-pictures';
import { progressOfJob } from '../jobs/service';
import { loadOwnedStory } from '../stories/owned-story';
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
  const story = await loadOwnedStory(context, customerId, request.story_id);
  if (story.status !== 'complete') throw conflict('Finish the story before exporting it', 'story_not_complete');
  const pictures = await picturesShownIn(context.db, story.id);
  if (!pictures.some((row) => row.pageNumber === COVER_PAGE)) throw conflict('Illustrate the book before exporting it: it has no cover yet', 'book_not_illustrated');
  const row = await insertEpubExport(context.db, { customerId, storyId: story.id, fileName: epubFileName(story.title) });
  try {
    const { jobId } = await context.jobs.enqueue(EXPORT_EPUB_JOB, { export_id: row.id }, { customerId });
    await updateEpubExport(context.db, row.id, { jobId });
    return toEpubExport({ ...row, jobId }, 0);
  } catch (error) {
    await updateEpubExport(context.db, row.id, { status: 'failed', error: 'The export could not be queued. Please try again.' });
    throw error;
  }
}

async function loadOwnedExport(context: AppContext, customerId: string, exportId: string): Promise<EpubExportRow> {
  const row = isUuid(exportId) ? await findCustomerEpubExport(context.db, customerId, exportId) : undefined;
  if (!row) throw notFound('Export');
  return row;
}

/** GET /export-epub/{id}: the export with its job's progress. */
export async function getEpubExport(context: AppContext, customerId: string, exportId: string): Promise<EpubExport> {
  const row = await loadOwnedExport(context, customerId, exportId);
  const progress = row.jobId && row.status !== 'ready' ? await progressOfJob(context.db, row.jobId) : 0;
  return toEpubExport(row, progress);
}

/** The finished file, for its owner only. */
export async function openEpubDownload(context: AppContext, customerId: string, exportId: string): Promise<{ stream: Readable; size: number; fileName: string }> {
  const row = await loadOwnedExport(context, customerId, exportId);
  if (row.status !== 'ready' || !row.blobKey) throw conflict(row.status === 'failed' ? (row.error ?? 'The export failed') : 'The e-book is still being made', 'export_not_ready');
  return { stream: await context.blobs.get(row.blobKey), size: row.sizeBytes ?? 0, fileName: row.fileName };
}
