import type { BookForPrint } from '../book';
import type { PrintDocument } from '../print-document';
import { insetRect, sliceRows, type Rect } from '../rect';
import { drawFittedText, fitTextInBox, type TextStyle } from '../text-block';
import { COLORS } from '../theme';

/** Where a front cover goes: the whole page of a book, or the right-hand panel of a cover spread. */
export interface CoverPanel {
  /** The panel with its bleed: the picture fills it. */
  media: Rect;
  /** Inside the trim by the safe margin: the lettering stays in it. */
  safe: Rect;
}

/** The book's first page: its front cover. */
export async function drawCoverPage(print: PrintDocument, book: BookForPrint): Promise<void> {
  print.addPage();
  await drawFrontCover(print, book, print.geometry);
}

/** Where the cover page's picture goes (known before anything is laid out, so it can be rendered first). */
export const coverPictureBox = (print: PrintDocument): Rect => print.geometry.media;

/** Front cover: the picture bleeds off every edge; an outlined title and the author's name sit at the top. */
export async function drawFrontCover(print: PrintDocument, book: BookForPrint, panel: CoverPanel): Promise<void> {
  const { type, doc, fonts } = print;
  await print.drawArt(book.cover, panel.media, 'cover');
  if (book.coverLettering === false) return;

  const outlineWidth = type.coverTitleMax * 0.16;
  const titleStyle: TextStyle = {
    role: 'display',
    maxSize: type.coverTitleMax,
    minSize: type.titleMin,
    lineGapRatio: 0,
    color: COLORS.paper,
    align: 'center',
    valign: 'top',
    outline: { color: COLORS.ink, width: outlineWidth },
    balanceLines: true,
  };
  // The outline grows outwards, so the letters keep half its width away from the safe edge.
  const titleArea = insetRect(sliceRows(panel.safe, panel.safe.y, panel.safe.y + panel.safe.height * 0.36), outlineWidth / 2);
  const title = fitTextInBox(doc, fonts, book.title, titleArea, titleStyle, 'Cover title');
  const titleBox = drawFittedText(doc, fonts, book.title, titleArea, titleStyle, title);
  print.warnMissingCharacters('display', book.title);

  if (book.author) drawAuthorPill(print, panel.safe, `by ${book.author}`, titleBox.y + titleBox.height + outlineWidth * 1.2);
}

/** The author's name on a small paper-coloured pill, centred under the title. */
function drawAuthorPill(print: PrintDocument, safe: Rect, byline: string, top: number): void {
  const { type, doc, fonts } = print;
  const fontSize = type.bodyMax;
  const paddingX = fontSize * 0.9;
  const paddingY = fontSize * 0.35;
  const style: TextStyle = { role: 'body', maxSize: fontSize, minSize: type.bodyMin, lineGapRatio: 0, color: COLORS.ink, align: 'center', valign: 'top' };
  const area = sliceRows(insetRect(safe, paddingX), top + paddingY, top + paddingY + fontSize * 3);
  const fitted = fitTextInBox(doc, fonts, byline, area, style, 'Cover author');
  fonts.use('body', fitted.fontSize);
  const textWidth = Math.min(doc.widthOfString(byline), area.width);
  const pill = {
    x: area.x + (area.width - textWidth) / 2 - paddingX,
    y: top,
    width: textWidth + 2 * paddingX,
    height: fitted.height + 2 * paddingY,
  };
  doc.save().fillOpacity(0.92).roundedRect(pill.x, pill.y, pill.width, pill.height, pill.height / 2).fill(COLORS.paper).restore();
  drawFittedText(doc, fonts, byline, area, style, fitted);
  print.warnMissingCharacters('body', byline);
}
