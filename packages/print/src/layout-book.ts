import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BookForPrint } from './book';
import { drawCoverPage } from './pages/cover-page';
import { drawDedicationPage } from './pages/dedication-page';
import { drawEndPage } from './pages/end-page';
import { drawExtraPage } from './pages/extra-page';
import { drawStoryPage } from './pages/story-page';
import { drawTitlePage } from './pages/title-page';
import type { PrintDocument } from './print-document';
import { typesetBookText } from './typography';

type DrawPage = () => void | Promise<void>;

/** Cover, title page, dedication, extra pages, the story in page order, "The End", blanks to an even count. */
export async function layoutBook(print: PrintDocument, bookAsWritten: BookForPrint): Promise<void> {
  const book = typesetBookText(bookAsWritten);
  const { dedication } = book;
  const storyPages = [...book.pages].sort((a, b) => a.page_number - b.page_number);
  const pages: DrawPage[] = [
    () => drawCoverPage(print, book),
    () => drawTitlePage(print, book),
    ...(dedication ? [() => drawDedicationPage(print, dedication)] : []),
    ...(book.extraPages ?? []).map((extra) => () => drawExtraPage(print, extra.heading, extra.art)),
    ...storyPages.map((page) => () => drawStoryPage(print, page)),
    () => drawEndPage(print),
  ];
  for (const drawPage of pages) {
    await drawPage();
    // Between pages the finished page can flow to the output and a server's other requests get a turn.
    await yieldToEventLoop();
  }
  // Printed books are made of leaves: an odd page count would leave the printer to guess.
  if (!print.isPageCountEven) print.addPage();
}
