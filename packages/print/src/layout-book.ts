import type { BookForPrint } from './book';
import { drawCoverPage } from './pages/cover-page';
import { drawDedicationPage } from './pages/dedication-page';
import { drawEndPage } from './pages/end-page';
import { drawExtraPage } from './pages/extra-page';
import { drawStoryPage } from './pages/story-page';
import { drawTitlePage } from './pages/title-page';
import type { PrintDocument } from './print-document';

/** Cover, title page, dedication, extra pages, the story in page order, "The End", blanks to an even count. */
export function layoutBook(print: PrintDocument, book: BookForPrint): void {
  drawCoverPage(print, book);
  drawTitlePage(print, book);
  if (book.dedication?.trim()) drawDedicationPage(print, book.dedication.trim());
  for (const extra of book.extraPages ?? []) drawExtraPage(print, extra.heading, extra.art);
  const storyPages = [...book.pages].sort((a, b) => a.page_number - b.page_number);
  for (const page of storyPages) drawStoryPage(print, page);
  drawEndPage(print);
  // Printed books are made of leaves: an odd page count would leave the printer to guess.
  while (!print.isPageCountEven) print.addPage();
}
