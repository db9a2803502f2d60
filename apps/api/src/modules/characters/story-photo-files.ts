import type { DbOrTx } from '../../db/client';
import { charactersPagePrefix } from './characters-page';
import { listStoryPhotos } from './repo';

/** The files of a story's character photos, and the folder of its "meet the characters" pages, for deleting the story. */
export async function photoFilesOfStory(db: DbOrTx, story: { id: string; customerId: string }): Promise<{ keys: string[]; prefixes: string[] }> {
  const photos = await listStoryPhotos(db, story.id);
  return { keys: photos.map((photo) => photo.blobKey), prefixes: [charactersPagePrefix(story)] };
}
