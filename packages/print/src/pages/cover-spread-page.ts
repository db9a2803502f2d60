import { PRODUCT_NAME } from '@studio/contracts/constants';
import type { BookForPrint } from '../book';
import { fillRect, scatterStars } from '../decorations';
import type { PrintDocument } from '../print-document';
import { insetRect, sliceRows, type Rect } from '../rect';
import { drawFittedText, fitTextInBox, tryFitTextInBox, type TextStyle } from '../text-block';
import { COLORS } from '../theme';
import { mmToPt } from '../units';
import { drawFrontCover } from './cover-page';
import { SAFE_MARGIN_MM } from '../page-geometry';
import { drawReadAloudCode, luluBarcodeArea, readAloudCode } from '../read-aloud-code';

/** Spine lettering keeps this far from the folds on either side, and this far from the top and bottom trim. */
const SPINE_TEXT_SHARE = 0.55;
const SPINE_END_MARGIN_MM = 10;
const SPINE_MIN_FONT_PT = 6;

export interface SpreadLayout {
  spineMm: number;
  /** Lettering on the spine only when it is wide enough to read and to survive a slightly off fold. */
  spineText: boolean;
}

/** The printed cover of a bound book on one sheet: back cover, spine, front cover, with bleed all round. */
export async function drawCoverSpread(print: PrintDocument, book: BookForPrint, layout: SpreadLayout): Promise<void> {
  const { geometry } = print;
  const { trim, media } = geometry;
  const spine = mmToPt(layout.spineMm);
  const panelWidth = (trim.width - spine) / 2;
  const safeInset = mmToPt(SAFE_MARGIN_MM);
  const backTrim = { x: trim.x, y: trim.y, width: panelWidth, height: trim.height };
  const spineRect = { x: trim.x + panelWidth, y: media.y, width: spine, height: media.height };
  const frontTrim = { x: spineRect.x + spine, y: trim.y, width: panelWidth, height: trim.height };

  print.addPage();
  const back = { x: media.x, y: media.y, width: spineRect.x - media.x, height: media.height };
  drawBackCover(print, book, back, insetRect(backTrim, safeInset), backTrim);
  const front = { x: frontTrim.x, y: media.y, width: media.x + media.width - frontTrim.x, height: media.height };
  await drawFrontCover(print, book, { media: front, safe: insetRect(frontTrim, safeInset) });
  if (spine > 0) drawSpine(print, book, spineRect, layout.spineText);
}

/**
 * Back cover: warm paper, the title, a few lines about the book, the maker, and for a book that talks
 * the QR code of its read-aloud version; the lower right is left clear for the printer's barcode.
 */
function drawBackCover(print: PrintDocument, book: BookForPrint, panel: Rect, safe: Rect, backTrim: Rect): void {
  const { doc, fonts, type } = print;
  fillRect(doc, panel, COLORS.paper);
  scatterStars(doc, sliceRows(safe, safe.y, safe.y + safe.height * 0.12), 7, [COLORS.accentSoft, COLORS.sky, COLORS.accent]);
  const titleStyle: TextStyle = { role: 'display', maxSize: type.headingMax, minSize: type.titleMin * 0.8, lineGapRatio: 0, color: COLORS.accent, align: 'center', valign: 'top', balanceLines: true };
  const titleArea = sliceRows(safe, safe.y + safe.height * 0.15, safe.y + safe.height * 0.32);
  const title = drawFittedText(doc, fonts, book.title, titleArea, titleStyle, fitTextInBox(doc, fonts, book.title, titleArea, titleStyle, 'Back cover title'));
  const makerStyle: TextStyle = { role: 'body', maxSize: type.small, minSize: type.small, lineGapRatio: 0, color: COLORS.softInk, align: 'left', valign: 'bottom' };
  const makerArea = { x: safe.x, y: safe.y + safe.height * 0.85, width: safe.width * 0.5, height: safe.height * 0.15 };
  const maker = `Made with ${PRODUCT_NAME}`;
  const makerLine = drawFittedText(doc, fonts, maker, makerArea, makerStyle, fitTextInBox(doc, fonts, maker, makerArea, makerStyle, 'Back cover maker'));
  const codeTop = book.readAloudUrl ? drawReadAloudBlock(print, book.readAloudUrl, safe, Math.min(makerLine.y, luluBarcodeArea(backTrim).y) - mmToPt(3)) : null;
  if (book.blurb) {
    const blurbStyle: TextStyle = { role: 'body', maxSize: type.bodyComfortable, minSize: type.bodyMin, lineGapRatio: 0.35, color: COLORS.ink, align: 'center', valign: 'top' };
    const blurbBottom = Math.min(safe.y + safe.height * 0.7, codeTop === null ? Infinity : codeTop - mmToPt(4));
    const blurbArea = sliceRows(safe, title.y + title.height + type.bodyMax, blurbBottom);
    const fitted = tryFitTextInBox(doc, fonts, book.blurb, blurbArea, blurbStyle);
    // A blurb too long for the back cover is left off rather than cut mid-sentence.
    if (fitted) drawFittedText(doc, fonts, book.blurb, blurbArea, blurbStyle, fitted);
    else print.warn('the back cover text is too long for the cover and was left off');
  }
}

/**
 * The read-aloud QR code at the left of the safe area, its bottom at `bottom` (above the maker's line
 * and Lulu's barcode area), with what it does and the link in small text beside it. Answers its top.
 */
function drawReadAloudBlock(print: PrintDocument, url: string, safe: Rect, bottom: number): number {
  const { doc, fonts, type } = print;
  const code = readAloudCode(url, safe.x, bottom);
  drawReadAloudCode(doc, code);
  const gap = mmToPt(4);
  const textArea = { x: code.box.x + code.box.width + gap, y: code.box.y, width: safe.x + safe.width - (code.box.x + code.box.width + gap), height: code.box.height };
  const style: TextStyle = { role: 'body', maxSize: type.small * 1.2, minSize: type.small * 0.75, lineGapRatio: 0.2, color: COLORS.ink, align: 'left', valign: 'middle' };
  const words = `Scan with a phone to open this book's read-aloud version:\n${url}`;
  const fitted = tryFitTextInBox(doc, fonts, words, textArea, style);
  if (fitted) drawFittedText(doc, fonts, words, textArea, style, fitted);
  else print.warn('the read-aloud link is too long to print beside its QR code and was left off');
  return code.box.y;
}

/** The spine in the ink colour; its lettering reads top to bottom, as on English-language shelves. */
function drawSpine(print: PrintDocument, book: BookForPrint, spine: Rect, withText: boolean): void {
  const { doc, fonts } = print;
  fillRect(doc, spine, COLORS.ink);
  if (!withText) return;
  const length = print.geometry.trim.height - 2 * mmToPt(SPINE_END_MARGIN_MM);
  const text = book.author ? `${book.title}  ·  ${book.author}` : book.title;
  let size = spine.width * SPINE_TEXT_SHARE;
  fonts.use('display', size);
  const naturalWidth = doc.widthOfString(text);
  if (naturalWidth > length) size = Math.max(SPINE_MIN_FONT_PT, (size * length) / naturalWidth);
  fonts.use('display', size);
  const centerX = spine.x + spine.width / 2;
  const centerY = print.geometry.trim.y + print.geometry.trim.height / 2;
  doc.save().rotate(90, { origin: [centerX, centerY] });
  doc.fillColor(COLORS.paper).text(text, centerX - length / 2, centerY - doc.currentLineHeight() / 2, { width: length, align: 'center', lineBreak: false, ellipsis: true, height: doc.currentLineHeight() });
  doc.restore();
  print.warnMissingCharacters('display', text);
}
