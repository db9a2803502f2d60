import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors/app-error';
import { isBookBeingDrawn, sheetsPrefix } from '../books/story-book-files';
import { photoFilesOfStory } from '../characters/story-photo-files';
import { pictureFilesOfStory } from '../images/story-picture-files';
import { exportFilesOfStory } from '../pdf-exports/story-export-files';
import { epubFilesOfStory } from '../epub-exports/epub-files';
import { hasUnfinishedOrderFor } from '../print-orders/open-orders';
import { loadOwnedStory } from './owned-story';
import { deleteStoryRow, lockStoryForDeletion } from './repo';

/**
 * Deletes a story and everything made from it: pages, every version of every picture, character photos,
 * PDF exports and their files, and its share links (ON DELETE CASCADE: a link to it stops working at once). Print orders keep their own files and title (the order outlives the
 * story), so a story an unfinished order needs, or whose book is being drawn, is not deleted (409).
 * The files are listed and the rows deleted in one transaction holding the story, so a file a job
 * names meanwhile is either listed or removed by that job; the files go after it commits, so a
 * failure never leaves a story whose files are gone.
 */
export async function deleteStory(context: AppContext, customerId: string, storyId: string): Promise<void> {
  const story = await loadOwnedStory(context, customerId, storyId);
  if (await hasUnfinishedOrderFor(context, { storyId: story.id })) {
    throw conflict('A print order of this story is not finished yet. You can delete the story once it has been delivered or cancelled.', 'story_in_use');
  }
  const { pictures, photos, exports } = await context.db.transaction(async (tx) => {
    // Under this lock a job storing a file of the story has either named it already (so it is listed
    // here) or will find the story gone and remove the file itself.
    if (!(await lockStoryForDeletion(tx, story.id))) throw notFound('Story');
    if (await isBookBeingDrawn(tx, story.id)) {
      throw conflict('The pictures of this book are being drawn. Wait until they are finished, then delete the story.', 'story_busy');
    }
    const [pictureKeys, photoFiles, exportKeys, epubKeys] = await Promise.all([pictureFilesOfStory(tx, story.id), photoFilesOfStory(tx, story), exportFilesOfStory(tx, story.id), epubFilesOfStory(tx, story.id)]);
    await deleteStoryRow(tx, story.id);
    return { pictures: pictureKeys, photos: photoFiles, exports: [...exportKeys, ...epubKeys] };
  });

  const keys = [...pictures, ...photos.keys, ...exports];
  const prefixes = [...photos.prefixes, sheetsPrefix(story)];
  const results = await Promise.allSettled([...keys.map((key) => context.blobs.delete(key)), ...prefixes.map((prefix) => context.blobs.deletePrefix(prefix))]);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) context.log.error({ storyId: story.id, failed: failed.length, reasons: failed.map((result) => String((result as PromiseRejectedResult).reason)) }, 'some files of a deleted story could not be removed');
}
