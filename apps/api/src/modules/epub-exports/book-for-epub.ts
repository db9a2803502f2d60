import sharp from 'sharp';
import { COVER_PAGE } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { conflict } from '../../errors/app-error';
import { readCustomer } from '../auth/customer-cache';
import { picturesShownIn, type BookPicture as BookImageRow } from '../books/book-pictures';
import { pagesBeforeStory, pagesOfStory, type StoryRow } from '../stories/story-access';
import type { EpubBook, EpubPicture } from './epub/epub-book';
import { coverAltText, sceneAltText } from './scene-alt-text';

/**
 * JPEG at the viewer's screen size; 82 keeps painted textures clean at a third of quality 95's bytes.
 * Plain libjpeg, not mozjpeg: mozjpeg's trellis search made the export several times slower for a few per cent of bytes.
 */
const EPUB_JPEG = { quality: 82 } as const;

/** The viewer's picture (already scaled for screens), as JPEG: e-readers and epubcheck know no WebP. */
async function screenJpeg(context: AppContext, row: BookImageRow): Promise<Buffer> {
  return sharp(await context.blobs.getBuffer(row.screenKey)).flatten({ background: '#ffffff' }).jpeg(EPUB_JPEG).toBuffer();
}

/** The pages before the story, named as the e-book names them. */
function frontMatter(story: StoryRow): Pick<EpubBook, 'belongsToPage' | 'dedication'> {
  const { belongs_to_page, dedication } = pagesBeforeStory(story);
  return { belongsToPage: belongs_to_page, dedication };
}

/**
 * What the e-book holds: the cover, "This book belongs to" and the dedication when the parent asked for them, each page's words and current picture with its alt text, the title
 * and the author the PDF prints. No character photos: an e-book travels, as a share link does.
 */
export async function bookForEpub(context: AppContext, story: StoryRow, exportId: string): Promise<EpubBook> {
  const [pages, current, customer] = await Promise.all([pagesOfStory(context.db, story.id), picturesShownIn(context.db, story.id), readCustomer(context, story.customerId)]);
  const rowOf = (pageNumber: number) => current.find((row) => row.pageNumber === pageNumber);
  const coverRow = rowOf(COVER_PAGE);
  if (!coverRow) throw conflict('Illustrate the book before exporting it: it has no cover yet', 'book_not_illustrated');
  const picture = async (row: BookImageRow | undefined, alt: string): Promise<EpubPicture | null> => (row ? { jpeg: await screenJpeg(context, row), alt } : null);
  const names = (story.idea?.characters ?? story.inputs.characters).map((character) => character.name);
  const [cover, ...pictures] = await Promise.all([
    picture(coverRow, coverAltText(story.title, names, story.idea?.setting ?? story.inputs.setting)),
    ...pages.map((page) => picture(rowOf(page.pageNumber), sceneAltText(page.scene))),
  ]);
  return {
    id: exportId,
    title: story.title,
    author: customer?.fullName ?? null,
    language: story.inputs.language ?? 'en',
    modified: context.clock.now(),
    cover: cover!,
    ...frontMatter(story),
    pages: pages.map((page, index) => ({ pageNumber: page.pageNumber, text: page.text, picture: pictures[index] ?? null })),
  };
}
