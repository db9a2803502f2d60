import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { loadOwnedStory } from './owned-story';
import { deleteStoryRow, lockStoryForDeletion } from './repo';

/**
 * Deletes a story and everything made from it, asking each module that holds customer data
 * (customer-lifecycle-registry.ts): pages, every version of every picture and the character sheets,
 * character photos, PDF exports and their files, and its share links (ON DELETE CASCADE: a link to it
 * stops working at once). Print orders keep their own files and title (the order outlives the story), so a
 * module may refuse (409): a story an unfinished order needs, or whose book is being drawn, is not deleted.
 * The files are listed and the rows deleted in one transaction holding the story, so a file a job
 * names meanwhile is either listed or removed by that job; the files go after it commits, so a
 * failure never leaves a story whose files are gone.
 */
export async function deleteStory(context: AppContext, customerId: string, storyId: string): Promise<void> {
  const story = await loadOwnedStory(context, customerId, storyId);
  const holders = context.customerLifecycle.all();
  for (const holder of holders) await holder.refuseStoryDeletion?.(context, story);
  const files = await context.db.transaction(async (tx) => {
    // Under this lock a job storing a file of the story has either named it already (so it is listed
    // here) or will find the story gone and remove the file itself.
    if (!(await lockStoryForDeletion(tx, story.id))) throw notFound('Story');
    const listed = [];
    for (const holder of holders) if (holder.filesOfDeletedStory) listed.push(await holder.filesOfDeletedStory(tx, story));
    await deleteStoryRow(tx, story.id);
    return listed;
  });

  const keys = files.flatMap((file) => file.keys ?? []);
  const prefixes = files.flatMap((file) => file.prefixes ?? []);
  const results = await Promise.allSettled([...keys.map((key) => context.blobs.delete(key)), ...prefixes.map((prefix) => context.blobs.deletePrefix(prefix))]);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) context.log.error({ storyId: story.id, failed: failed.length, reasons: failed.map((result) => String((result as PromiseRejectedResult).reason)) }, 'some files of a deleted story could not be removed');
}
