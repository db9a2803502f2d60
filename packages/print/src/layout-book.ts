import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BookForPrint, RenderBookOptions } from './book';
import { drawBelongsToPage } from './pages/belongs-to-page';
import { coverPictureBox, drawCoverPage } from './pages/cover-page';
import { drawDedicationPage } from './pages/dedication-page';
import { drawEndPage } from './pages/end-page';
import { drawExtraPage } from './pages/extra-page';
import { drawStoryPage, storyPictureBox } from './pages/story-page';
import { drawTitlePage } from './pages/title-page';
import type { PrintDocument } from './print-document';
import { typesetBookText } from './typography';

type DrawPage = () => void | Promise<void>;

/** What decides how many pages a book has, known before its pictures are fetched (a print quote needs it). */
export interface BookOutline {
  storyPages: number;
  extraPages: number;
  hasDedication: boolean;
  hasBelongsToPage?: boolean;
}

/** Title page, "This book belongs to", dedication, extra pages, the story, "The End": the pages inside the cover. */
export function interiorPageCount(outline: BookOutline): number {
  return 1 + (outline.hasBelongsToPage ? 1 : 0) + (outline.hasDedication ? 1 : 0) + outline.extraPages + outline.storyPages + 1;
}

/**
 * The cover (for the `book` part), then the interior in page order; then blanks, up to `padToPages`
 * or to an even count. The interior has exactly interiorPageCount pages before padding.
 */
export async function layoutBook(print: PrintDocument, bookAsWritten: BookForPrint, options: Pick<RenderBookOptions, 'part' | 'padToPages'> = {}): Promise<void> {
  const book = typesetBookText(bookAsWritten);
  const { dedication } = book;
  const storyPages = [...book.pages].sort((a, b) => a.page_number - b.page_number);
  const interior: DrawPage[] = [
    () => drawTitlePage(print, book),
    ...(book.belongsToPage ? [() => drawBelongsToPage(print)] : []),
    ...(dedication ? [() => drawDedicationPage(print, dedication)] : []),
    ...(book.extraPages ?? []).map((extra) => () => drawExtraPage(print, extra.heading, extra.art)),
    ...storyPages.map((page) => () => drawStoryPage(print, page)),
    () => drawEndPage(print),
  ];
  const pages = options.part === 'interior' ? interior : [() => drawCoverPage(print, book), ...interior];
  print.expectArts([...(options.part === 'interior' ? [] : [book.cover]), ...(book.extraPages ?? []).map((extra) => extra.art), ...storyPages.map((page) => page.art)]);
  // The cover starts rendering before anything is laid out (the first text fitted loads the fonts), and
  // the first story picture alongside it, not after it.
  if (options.part !== 'interior') {
    print.renderEarly(book.cover, coverPictureBox(print), 'cover');
    await yieldToEventLoop();
  }
  const firstPictured = storyPages.find((page) => page.art);
  if (firstPictured?.art) print.renderEarly(firstPictured.art, storyPictureBox(print, firstPictured), 'cover');
  for (const drawPage of pages) {
    await drawPage();
    // Between pages the finished page can flow to the output and a server's other requests get a turn.
    await yieldToEventLoop();
  }
  const { padToPages } = options;
  if (padToPages !== undefined) {
    if (print.currentPage > padToPages) throw new Error(`The book has ${print.currentPage} pages, more than the ${padToPages} it was to be padded to`);
    while (print.currentPage < padToPages) print.addPage();
  }
  // Printed books are made of leaves: an odd page count would leave the printer to guess.
  if (!print.isPageCountEven) print.addPage();
}
