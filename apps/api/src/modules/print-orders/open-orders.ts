import type { AppContext } from '../../context';
import { countUnfinishedOrdersOfUploadedBook } from './repo';

/** Whether an order still needs the book (not yet delivered, cancelled, refunded or rejected). */
export async function hasUnfinishedOrderFor(context: AppContext, book: { uploadedBookId: string }): Promise<boolean> {
  return (await countUnfinishedOrdersOfUploadedBook(context.db, book.uploadedBookId)) > 0;
}
