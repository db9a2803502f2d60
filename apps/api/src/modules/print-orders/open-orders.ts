import type { AppContext } from '../../app-context';
import { countUnfinishedOrdersOf } from './repo';

/** Whether an order still needs the book (not yet delivered, cancelled, refunded or rejected). */
export async function hasUnfinishedOrderFor(context: AppContext, book: { uploadedBookId: string } | { storyId: string }): Promise<boolean> {
  return (await countUnfinishedOrdersOf(context.db, book)) > 0;
}
