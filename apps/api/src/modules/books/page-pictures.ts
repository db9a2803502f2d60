import { COVER_PAGE, type BookImage, type BookImageVersions, type BookImageVersionsQuery } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { getCreditCosts } from '../credits/costs';
import { drawStoryPicture } from './charged-picture';
import { imageProvider } from './image-provider-for';
import { toBookImage } from './image-view';
import { assertCanAfford } from './picture-cost';
import { findVersion, listVersions, makeCurrent, nextVersion } from './pictures-repo';
import { queuePrintRasters } from './make-print-rasters-job';
import { loadOwnedStory } from '../stories/owned-story';
import { pageOfStory, type StoryPageRow, type StoryRow } from '../stories/story-access';
import { loadBookCast, loadLatestSheet } from './cast';
import { drawSlot, slotLabel } from './draw-slot';
import { findBook } from './repo';

/** The story and, unless it is the cover (page 0), the page; 404 for either missing. */
async function loadSlot(context: AppContext, customerId: string, storyId: string, pageNumber: number): Promise<{ story: StoryRow; page: StoryPageRow | undefined }> {
  const story = await loadOwnedStory(context, customerId, storyId);
  const page = pageNumber === COVER_PAGE ? undefined : await pageOfStory(context.db, story.id, pageNumber);
  if (pageNumber !== COVER_PAGE && !page) throw notFound('Page');
  return { story, page };
}

/** POST /generate-image/story/{id}/page/{page}: a new version of the page's picture, charged; earlier ones are kept. */
export async function regeneratePagePicture(context: AppContext, customerId: string, storyId: string, pageNumber: number, useHighQuality: boolean): Promise<BookImage> {
  const { story, page } = await loadSlot(context, customerId, storyId, pageNumber);
  const model = imageProvider(context).modelFor(useHighQuality ? 'high' : 'standard');
  await assertCanAfford(context, customerId, model, 1);
  const cost = (await getCreditCosts(context))[model];
  const book = await findBook(context.db, story.id);
  const cast = { ...(await loadBookCast(context, story, model)), sheet: await loadLatestSheet(context, book?.characterSheetKey) };
  const variant = await nextVersion(context.db, story.id, pageNumber);
  const { row } = await drawStoryPicture(
    context,
    { storyId: story.id, pageNumber, jobId: null },
    { customerId, model, style: cast.style, cost, description: `New picture for ${slotLabel(pageNumber)} of "${story.title}"` },
    () => drawSlot(context, story, page, pageNumber, cast, variant),
  );
  await queuePrintRasters(context, story.id, customerId, row.style);
  return toBookImage(context, row);
}

/** A bounded page of the page's pictures, oldest first; one more row is read to tell whether more follow. */
export async function listPagePictures(context: AppContext, customerId: string, storyId: string, pageNumber: number, query: BookImageVersionsQuery): Promise<BookImageVersions> {
  const { story } = await loadSlot(context, customerId, storyId, pageNumber);
  const rows = await listVersions(context.db, story.id, pageNumber, { after: query.after, limit: query.limit + 1 });
  const items = rows.slice(0, query.limit);
  return { page_number: pageNumber, items: items.map((row) => toBookImage(context, row)), next_after: rows.length > query.limit ? items.at(-1)!.version : null };
}

/** Makes an earlier version the page's picture again (free: it was paid for when it was drawn). */
export async function restorePagePicture(context: AppContext, customerId: string, storyId: string, pageNumber: number, version: number): Promise<BookImage> {
  const { story } = await loadSlot(context, customerId, storyId, pageNumber);
  const row = await context.db.transaction(async (tx) => {
    if (!(await findVersion(tx, story.id, pageNumber, version))) return undefined;
    return makeCurrent(tx, story.id, pageNumber, version);
  });
  if (!row) throw notFound('Picture version');
  await queuePrintRasters(context, story.id, customerId, row.style);
  return toBookImage(context, row);
}
