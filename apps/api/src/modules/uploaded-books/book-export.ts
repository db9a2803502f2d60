import type { UploadedBook } from '@studio/contracts/uploaded-books';
import type { AppContext } from '../../app-context';
import { toUploadedBook } from './book-view';
import { listAllBooksOf } from './repo';

export interface UploadedBookFile {
  key: string;
  bookId: string;
}

/** Every uploaded book of the customer and the file each was uploaded as, for their data export. */
export async function exportUploadedBooks(context: AppContext, customerId: string): Promise<{ books: UploadedBook[]; files: UploadedBookFile[] }> {
  const rows = await listAllBooksOf(context.db, customerId);
  return { books: rows.map((row) => toUploadedBook(context, row)), files: rows.map((row) => ({ key: row.fileKey, bookId: row.id })) };
}
