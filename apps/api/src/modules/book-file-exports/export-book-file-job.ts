import { z } from 'zod';
import type { PdfExportStatus } from '@studio/contracts/books';
import { TextDoesNotFitError } from '@studio/print';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { asForeground } from '../../lib/foreground-work';
import { storeIfOwnerStays } from '../../lib/store-if-owner-stays';
import { unlessDeletedMeanwhile } from '../../lib/unless-deleted';
import { defineJob, type JobContext, type JobDefinition } from '../jobs/job-definition';
import { keepStoryWhileNamingFiles, storyById, type StoryRow } from '../stories/story-access';

const payload = z.object({ export_id: z.uuid() });

type Payload = z.infer<typeof payload>;

export interface ExportJobResult {
  export_id: string;
  status: string;
  error?: string;
}

/** What the job reads of an export's row. */
export interface BookFileExportRow {
  id: string;
  customerId: string;
  storyId: string;
  status: PdfExportStatus;
}

/** What the job writes on an export's row, beside what its format records with the file (`Made`). */
export interface BookFileExportChanges {
  status?: PdfExportStatus;
  error?: string | null;
  blobKey?: string;
}

/** What differs between the book files a customer exports (PDF, EPUB): where they are recorded, and how the file is made. */
export interface BookFileFormat<Row extends BookFileExportRow, Book, Made extends { sizeBytes: number }> {
  jobName: string;
  findExport(db: DbOrTx, exportId: string): Promise<Row | undefined>;
  /** False when the export is gone (its story was deleted). */
  updateExport(db: DbOrTx, exportId: string, changes: BookFileExportChanges | (BookFileExportChanges & Made)): Promise<boolean>;
  /** The error an export keeps when its job gave up. */
  givenUpError: string;
  /** What the customer can do about a page whose words do not fit, said after the page's own message. */
  textTooLongAdvice: string;
  /**
   * A customer waits for the file and nothing it needs is made in the background: background work (print
   * rasters) waits while it is made (ADR 034). Not the PDF, which prints from those rasters.
   */
  foreground?: boolean;
  /** Everything the file shows (pages, pictures), read after the job says it is gathering the pictures. */
  gather(story: StoryRow, row: Row): Promise<Book>;
  /** The progress shown while the file is written. */
  writing: { percent: number; message: string };
  blobKey(row: Row): string;
  /** Writes the file into the blob store under `key`; answers what the row records beside the key. */
  write(book: Book, row: Row, key: string): Promise<Made>;
}

/**
 * The job that makes a book file of an export and stores it (ADR 034, ADR 040). Idempotent: an export
 * that is ready is left alone; a retry writes the same key again. Problems the customer must fix (a text
 * too long for the page, no pictures yet) fail the export at once with their message instead of being
 * retried. An export whose story is deleted meanwhile (taking the export with it) ends the job, and
 * leaves no file behind.
 */
export function defineExportBookFileJob<Row extends BookFileExportRow, Book, Made extends { sizeBytes: number }>(
  context: AppContext,
  format: BookFileFormat<Row, Book, Made>,
): JobDefinition<Payload, ExportJobResult> {
  return defineJob({
    name: format.jobName,
    version: 1,
    payload,
    retryLimit: 2,
    retryDelaySeconds: 1,
    handler: async ({ export_id }, job: JobContext) => {
      const deleted = { export_id, status: 'deleted' };
      const row = await format.findExport(context.db, export_id);
      if (!row) return deleted;
      if (row.status === 'ready') return { export_id, status: row.status };
      const exportStillThere = async () => Boolean(await format.findExport(context.db, export_id));
      const attempt = () => unlessDeletedMeanwhile(() => makeExport({ context, format, row, job }), exportStillThere, deleted);
      return format.foreground ? asForeground(attempt) : attempt();
    },
    // The last attempt failed, or its worker died.
    onGiveUp: async ({ export_id }) => {
      await format.updateExport(context.db, export_id, { status: 'failed', error: format.givenUpError });
    },
  });
}

/** One attempt at making an export's file. */
interface ExportRun<Row extends BookFileExportRow, Book, Made extends { sizeBytes: number }> {
  context: AppContext;
  format: BookFileFormat<Row, Book, Made>;
  row: Row;
  job: JobContext;
}

/** The export made, or failed with a problem the customer must fix; `deleted` when its story went meanwhile. */
async function makeExport<Row extends BookFileExportRow, Book, Made extends { sizeBytes: number }>(run: ExportRun<Row, Book, Made>): Promise<ExportJobResult> {
  const { context, format, row } = run;
  try {
    return { export_id: row.id, status: (await storeExport(run)) ? 'ready' : 'deleted' };
  } catch (error) {
    const customerProblem = customerMessage(error, format.textTooLongAdvice);
    if (!customerProblem) throw error;
    await format.updateExport(context.db, row.id, { status: 'failed', error: customerProblem });
    return { export_id: row.id, status: 'failed', error: customerProblem };
  }
}

/** Writes the file into the blob store and records it; false (and no file) when the story was deleted meanwhile. */
async function storeExport<Row extends BookFileExportRow, Book, Made extends { sizeBytes: number }>({ context, format, row, job }: ExportRun<Row, Book, Made>): Promise<boolean> {
  await format.updateExport(context.db, row.id, { status: 'rendering', error: null });
  const story = await storyById(context.db, row.storyId);
  if (!story) return false;
  await job.progress(10, 'Gathering the pictures');
  const book = await format.gather(story, row);
  await job.progress(format.writing.percent, format.writing.message);
  const key = format.blobKey(row);
  return storeIfOwnerStays(
    context.blobs,
    [key],
    () => format.write(book, row, key),
    (made) =>
      context.db.transaction(async (tx) => (await keepStoryWhileNamingFiles(tx, row.storyId)) && format.updateExport(tx, row.id, { status: 'ready', blobKey: key, ...made })),
  );
}

function customerMessage(error: unknown, textTooLongAdvice: string): string | null {
  if (error instanceof TextDoesNotFitError) return `${error.message} ${textTooLongAdvice}`;
  if (error instanceof AppError && error.status < 500) return error.detail;
  return null;
}
