import { z } from 'zod';
import { TextDoesNotFitError } from '@studio/print';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { asForeground } from '../../lib/foreground-work';
import { storeIfOwnerStays } from '../../lib/store-if-owner-stays';
import { unlessDeletedMeanwhile } from '../../lib/unless-deleted';
import { defineJob, type JobContext } from '../jobs/job-definition';
import { keepStoryWhileNamingFiles, storyById } from '../stories/story-access';
import { bookForEpub } from './book-for-epub';
import { writeEpub } from './epub/write-epub';
import { findEpubExport, updateEpubExport, type EpubExportRow } from './repo';

export const EXPORT_EPUB_JOB = 'export-epub';

const payload = z.object({ export_id: z.uuid() });

/**
 * Makes a book's EPUB 3 file and stores it, as the PDF export job does (ADR 034): idempotent, a page
 * whose words cannot fit fails the export with the customer's message, a story deleted meanwhile
 * leaves no file behind.
 */
export function createExportEpubJob(context: AppContext) {
  return defineJob({
    name: EXPORT_EPUB_JOB,
    version: 1,
    payload,
    retryLimit: 2,
    retryDelaySeconds: 1,
    handler: async ({ export_id }, job: JobContext) => {
      const deleted = { export_id, status: 'deleted' };
      const row = await findEpubExport(context.db, export_id);
      if (!row) return deleted;
      if (row.status === 'ready') return { export_id, status: row.status };
      const exportStillThere = async () => Boolean(await findEpubExport(context.db, export_id));
      // A customer is waiting for this file: print rasters queued after drawing wait for it (ADR 034).
      return asForeground(() => unlessDeletedMeanwhile(() => makeExport(context, row, job), exportStillThere, deleted));
    },
    onGiveUp: async ({ export_id }) => {
      await updateEpubExport(context.db, export_id, { status: 'failed', error: 'The e-book could not be made. Please try again.' });
    },
  });
}

async function makeExport(context: AppContext, row: EpubExportRow, job: JobContext): Promise<{ export_id: string; status: string; error?: string }> {
  try {
    return { export_id: row.id, status: (await storeExport(context, row, job)) ? 'ready' : 'deleted' };
  } catch (error) {
    const customerProblem = customerMessage(error);
    if (!customerProblem) throw error;
    await updateEpubExport(context.db, row.id, { status: 'failed', error: customerProblem });
    return { export_id: row.id, status: 'failed', error: customerProblem };
  }
}

/** Writes the EPUB into the blob store and records it; false (and no file) when the story was deleted meanwhile. */
async function storeExport(context: AppContext, row: EpubExportRow, job: JobContext): Promise<boolean> {
  await updateEpubExport(context.db, row.id, { status: 'rendering', error: null });
  const story = await storyById(context.db, row.storyId);
  if (!story) return false;
  await job.progress(10, 'Gathering the pictures');
  const book = await bookForEpub(context, story, row.id);
  await job.progress(70, 'Making the e-book');
  const key = `epub-exports/${row.customerId}/${row.id}.epub`;
  return storeIfOwnerStays(
    context.blobs,
    [key],
    async () => ({ sizeBytes: (await context.blobs.put(key, await writeEpub(book), { contentType: 'application/epub+zip' })).size }),
    (made) => context.db.transaction(async (tx) => (await keepStoryWhileNamingFiles(tx, row.storyId)) && updateEpubExport(tx, row.id, { status: 'ready', blobKey: key, ...made })),
  );
}

function customerMessage(error: unknown): string | null {
  if (error instanceof TextDoesNotFitError) return `${error.message} Shorten that page's text in Edit Mode.`;
  if (error instanceof AppError && error.status < 500) return error.detail;
  return null;
}
