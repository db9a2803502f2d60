import { COVER_PAGE } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import type { Attachment } from '../../lib/send-attachment';
import { picturesShownIn } from '../books/book-pictures';
import { loadOwnedStory } from '../stories/owned-story';
import type { StoryRow } from '../stories/story-access';

/** The customer's story, when its book can be made into a file: finished, and illustrated at least as far as its cover. */
export async function storyReadyToExport(context: AppContext, customerId: string, storyId: string): Promise<StoryRow> {
  const story = await loadOwnedStory(context, customerId, storyId);
  if (story.status !== 'complete') throw conflict('Finish the story before exporting it', 'story_not_complete');
  const pictures = await picturesShownIn(context.db, story.id);
  if (!pictures.some((row) => row.pageNumber === COVER_PAGE)) throw conflict('Illustrate the book before exporting it: it has no cover yet', 'book_not_illustrated');
  return story;
}

type ExportUpdate = (db: DbOrTx, exportId: string, changes: { jobId: string } | { status: 'failed'; error: string }) => Promise<boolean>;

/**
 * Queues the job that makes an export's file and names the job on the export. When queueing fails the
 * export is marked failed, so its status says so, and the error goes on to the caller.
 */
export async function queueExportJob(context: AppContext, jobName: string, exportRow: { id: string; customerId: string }, updateExport: ExportUpdate): Promise<string> {
  try {
    const { jobId } = await context.jobs.enqueue(jobName, { export_id: exportRow.id }, { customerId: exportRow.customerId });
    await updateExport(context.db, exportRow.id, { jobId });
    return jobId;
  } catch (error) {
    await updateExport(context.db, exportRow.id, { status: 'failed', error: 'The export could not be queued. Please try again.' });
    throw error;
  }
}

/** The customer's export; another customer's export, or an id that is not one, does not exist. */
export async function loadOwnedExport<Row>(
  context: AppContext,
  customerId: string,
  exportId: string,
  findCustomerExport: (db: DbOrTx, customerId: string, exportId: string) => Promise<Row | undefined>,
): Promise<Row> {
  const row = isUuid(exportId) ? await findCustomerExport(context.db, customerId, exportId) : undefined;
  if (!row) throw notFound('Export');
  return row;
}

interface FinishedExportRow {
  status: string;
  blobKey: string | null;
  error: string | null;
  sizeBytes: number | null;
  fileName: string;
}

/** The export's file once it is made; until then a conflict saying it is `stillBeingMade`, or why it failed. */
export async function openExportedFile(context: AppContext, row: FinishedExportRow, stillBeingMade: string): Promise<Attachment> {
  if (row.status !== 'ready' || !row.blobKey) throw conflict(row.status === 'failed' ? (row.error ?? 'The export failed') : stillBeingMade, 'export_not_ready');
  return { stream: await context.blobs.get(row.blobKey), size: row.sizeBytes ?? 0, fileName: row.fileName };
}
