import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { bookImages, books } from '../../db/schema';
import { CLOSED_ACCOUNT_METRICS } from '../../customer-lifecycle';
import { conflict } from '../../errors/app-error';
import { fileExtension } from '../../lib/file-name';
import { storiesOfCustomer } from '../stories/story-access';
import { exportBooks } from './book-export';
import { booksMadeBy } from './book-stats';
import { ILLUSTRATE_BOOK_JOB } from './illustrate-book-job';
import { MAKE_PRINT_RASTERS_JOB } from './make-print-rasters-job';
import { listPictureFilesOf } from './picture-export';
import { isBookBeingDrawn, sheetsPrefix } from './story-book-files';
import { pictureFilesOfStory } from './story-picture-files';

/** Books and every version of every picture (full size, screen size, thumbnail, print raster), and the character sheets they were drawn from. */
export const bookData: CustomerDataHolder<AppContext> = {
  module: 'books',
  tables: [books, bookImages],
  customerFolders: ['pictures', 'sheets'],
  jobsWritingCustomerFiles: [ILLUSTRATE_BOOK_JOB, MAKE_PRINT_RASTERS_JOB],
  historyOfClosedAccount: async (tx, customerId) => (await booksMadeBy(tx, customerId)).map((book) => ({ metric: CLOSED_ACCOUNT_METRICS.booksMade, ...book })),
  async filesOfDeletedStory(tx, story) {
    if (await isBookBeingDrawn(tx, story.id)) {
      throw conflict('The pictures of this book are being drawn. Wait until they are finished, then delete the story.', 'story_busy');
    }
    return { keys: await pictureFilesOfStory(tx, story.id), prefixes: [sheetsPrefix(story)] };
  },
  async exportPart(context, customerId) {
    const stories = await storiesOfCustomer(context.db, customerId);
    return { books: await exportBooks(context, customerId, stories.map((story) => story.id)) };
  },
  async exportFiles(context, customerId) {
    return (await listPictureFilesOf(context.db, customerId)).map((picture) => ({
      key: picture.key,
      path:
        picture.storyId && picture.pageNumber !== null
          ? `files/stories/${picture.storyId}/pictures/page-${picture.pageNumber}-v${picture.version}${fileExtension(picture.key)}`
          : `files/pictures/${picture.imageId}${fileExtension(picture.key)}`,
      kind: 'picture' as const,
      belongsTo: picture.storyId,
    }));
  },
};
