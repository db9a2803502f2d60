import type { DbOrTx } from '../../db/client';
import { findBookPicture, listCurrentCoverThumbs, listCurrentImages, type BookImageRow } from './pictures-repo';

/**
 * What other modules (share links, print orders, PDF exports) may read of a book's pictures. The books
 * module alone reads and writes the picture versions; these are the questions it answers about them.
 */
export type BookPicture = BookImageRow;

/** The picture each page of the book shows now, cover included (one per page, in no order). */
export function picturesShownIn(db: DbOrTx, storyId: string): Promise<BookPicture[]> {
  return listCurrentImages(db, storyId);
}

/** A picture of a story's book by its id; a single picture (of no story) is not one. */
export function bookPictureById(db: DbOrTx, pictureId: string): Promise<BookPicture | undefined> {
  return findBookPicture(db, pictureId);
}

/** The thumbnail key of the cover each named story shows now, for lists that show books. */
export function coverThumbnailsOf(db: DbOrTx, storyIds: string[]): Promise<Map<string, string>> {
  return listCurrentCoverThumbs(db, storyIds);
}
