import { COVER_PAGE } from '@studio/contracts/books';
import type { Art, BookForPrint } from '@studio/print';
import type { AppContext } from '../../app-context';
import { conflict } from '../../errors/app-error';
import { readCustomer } from '../auth/customer-cache';
import { charactersPageForPrint } from '../characters/characters-page';
import { picturesShownIn, type BookPicture } from '../books/book-pictures';
import { pagesOfStory, type StoryRow } from '../stories/story-access';
import { artOfJpeg, artOfPrintRaster, artOfSvg, grayscaleArt, renderedArtOfSvg } from './print-art';

/**
 * A picture's print master: offline SVG (vector, or for painted styles its print raster when it has
 * been made, else rendered at print size), or the stored JPEG.
 */
async function artOf(context: AppContext, row: BookPicture): Promise<Art> {
  if (row.printRasterKey) {
    const rendered = async () => renderedArtOfSvg((await context.blobs.getBuffer(row.printKey)).toString('utf8'), row.style, row.width, row.height);
    const rasterKey = row.printRasterKey;
    return artOfPrintRaster(() => context.blobs.getBuffer(rasterKey), row.style, row.width, row.height, rendered);
  }
  const data = await context.blobs.getBuffer(row.printKey);
  if (row.printType === 'image/svg+xml') return artOfSvg(data.toString('utf8'), row.style, row.width, row.height);
  return artOfJpeg(data, row.width, row.height);
}

export interface BookForPrintOptions {
  /** A black-and-white print: every picture inside the cover in greys (the cover stays in colour). */
  grayscaleInterior?: boolean;
}

/** Everything the print layout needs: the title-less cover art, the current picture of each page, and the photos page. */
export async function bookForPrint(context: AppContext, story: StoryRow, options: BookForPrintOptions = {}): Promise<BookForPrint> {
  const [pages, current, customer, charactersPage] = await Promise.all([
    pagesOfStory(context.db, story.id),
    picturesShownIn(context.db, story.id),
    readCustomer(context, story.customerId),
    charactersPageForPrint(context, story),
  ]);
  const rowOf = (pageNumber: number) => current.find((row) => row.pageNumber === pageNumber);
  const inside = (art: Art): Art => (options.grayscaleInterior ? grayscaleArt(art) : art);
  const cover = rowOf(COVER_PAGE);
  if (!cover) throw conflict('Illustrate the book before exporting it: it has no cover yet', 'book_not_illustrated');
  return {
    title: story.title,
    author: customer?.fullName,
    blurb: story.idea?.summary,
    dedication: story.inputs.dedication,
    belongsToPage: story.inputs.belongs_to_page ?? false,
    cover: await artOf(context, cover),
    pages: await Promise.all(
      pages.map(async (page) => {
        const row = rowOf(page.pageNumber);
        return { page_number: page.pageNumber, text: page.text, art: row ? inside(await artOf(context, row)) : null };
      }),
    ),
    extraPages: charactersPage ? [{ heading: 'Meet the characters', art: inside({ kind: 'svg', svg: charactersPage }) }] : [],
  };
}
