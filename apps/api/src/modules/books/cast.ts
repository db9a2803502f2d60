import type { ImageModel } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import type { BookCast } from '../../infra/ai/images/image-provider';
import { loadCharacterPhotos } from '../characters/characters-page';
import { imageProvider } from './image-provider-for';
import type { StoryRow } from '../stories/story-access';
import { updateBook } from './repo';
import { sheetsPrefix } from './story-book-files';

/** Everyone in the book, the art style and the uploaded photos: the same for every picture of it. */
export async function loadBookCast(context: AppContext, story: StoryRow, model: ImageModel): Promise<BookCast> {
  return { characters: story.inputs.characters, style: story.inputs.art_style, photos: await loadCharacterPhotos(context, story), model };
}

/**
 * The cast with its character sheet for one book run. The sheet is drawn once per run and kept, so a
 * retried job, or a run resuming a failed one (`runId` is then the failed run's), draws its remaining
 * pages from the same sheet as the pages already made.
 */
export async function loadRunCast(context: AppContext, story: StoryRow, model: ImageModel, runId: string): Promise<BookCast> {
  const cast = await loadBookCast(context, story, model);
  const key = `${sheetsPrefix(story)}${runId}.png`;
  if (await context.blobs.head(key)) {
    // A run resuming a failed one starts with no sheet recorded: the one it draws from becomes the book's again.
    await updateBook(context.db, story.id, { characterSheetKey: key });
    return { ...cast, sheet: await context.blobs.getBuffer(key) };
  }
  const sheet = await imageProvider(context).drawCharacterSheet(cast);
  if (!sheet) return cast;
  await context.blobs.put(key, sheet, { contentType: 'image/png' });
  await updateBook(context.db, story.id, { characterSheetKey: key });
  return { ...cast, sheet };
}

/** For a single page drawn again: the sheet of the last run if there is one. */
export async function loadLatestSheet(context: AppContext, sheetKey: string | null | undefined): Promise<Buffer | null> {
  if (!sheetKey || !(await context.blobs.head(sheetKey))) return null;
  return context.blobs.getBuffer(sheetKey);
}
