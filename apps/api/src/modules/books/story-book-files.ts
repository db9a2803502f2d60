import type { DbOrTx } from '../../db/client';
import { findBook } from './repo';

/** Where a story's character sheets (one per book run) are kept. */
export const sheetsPrefix = (story: { id: string; customerId: string }): string => `sheets/${story.customerId}/${story.id}/`;

/** Whether the story's book is being drawn right now (a job is writing its pictures). */
export async function isBookBeingDrawn(db: DbOrTx, storyId: string): Promise<boolean> {
  return (await findBook(db, storyId))?.status === 'generating';
}
