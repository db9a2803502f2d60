import { COVER_PAGE } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { listImagesOfJob } from './pictures-repo';
import type { BookRow } from './repo';

/**
 * The pictures a book's failed last run was to draw and did not (each one it drew is kept and was paid
 * for), in book order: what "try again" draws. None when the last run did not fail or left nothing.
 */
export async function picturesLeft(context: AppContext, book: BookRow | undefined, pageNumbers: number[]): Promise<number[] | undefined> {
  if (book?.status !== 'failed' || !book.jobId) return undefined;
  const drawn = new Set((await listImagesOfJob(context.db, book.storyId, book.jobId)).map((row) => row.pageNumber));
  const left = (book.runPages ?? [COVER_PAGE, ...pageNumbers]).filter((slot) => !drawn.has(slot));
  return left.length > 0 ? left : undefined;
}
