import { PRODUCT_NAME } from '@studio/contracts/constants';
import type { BookForPrint } from '../book';
import { fillRect, scatterStars } from '../decorations';
import type { PrintDocument } from '../print-document';
import { sliceRows } from '../rect';
import { drawFittedText, fitTextInBox, type TextStyle } from '../text-block';
import { COLORS } from '../theme';

/** Title page: title and author in the middle of a paper page, the maker's line at the foot. */
export function drawTitlePage(print: PrintDocument, book: BookForPrint): void {
  const { geometry, type, doc, fonts } = print;
  const { safe } = geometry;
  print.addPage();
  fillRect(doc, geometry.media, COLORS.paper);
  scatterStars(doc, sliceRows(safe, safe.y, safe.y + safe.height * 0.22), 9, [COLORS.accentSoft, COLORS.sky, COLORS.accent]);

  const titleStyle: TextStyle = {
    role: 'display',
    maxSize: type.titleMax,
    minSize: type.titleMin,
    lineGapRatio: 0,
    color: COLORS.accent,
    align: 'center',
    valign: 'bottom',
    balanceLines: true,
  };
  const titleArea = sliceRows(safe, safe.y + safe.height * 0.25, safe.y + safe.height * 0.55);
  const title = fitTextInBox(doc, fonts, book.title, titleArea, titleStyle, 'Title page title');
  drawFittedText(doc, fonts, book.title, titleArea, titleStyle, title);

  if (book.author) {
    const byline = `by ${book.author}`;
    const bylineStyle: TextStyle = { ...titleStyle, role: 'body', maxSize: type.headingMax * 0.6, minSize: type.bodyMin, lineGapRatio: 0.1, color: COLORS.ink, valign: 'top' };
    const bylineArea = sliceRows(safe, safe.y + safe.height * 0.58, safe.y + safe.height * 0.72);
    drawFittedText(doc, fonts, byline, bylineArea, bylineStyle, fitTextInBox(doc, fonts, byline, bylineArea, bylineStyle, 'Title page author'));
    print.warnMissingCharacters('body', byline);
  }

  const makerLine = `Made with ${PRODUCT_NAME}`;
  const makerStyle: TextStyle = { role: 'body', maxSize: type.small, minSize: type.small, lineGapRatio: 0, color: COLORS.softInk, align: 'center', valign: 'bottom' };
  const makerArea = sliceRows(safe, safe.y + safe.height * 0.9, safe.y + safe.height);
  drawFittedText(doc, fonts, makerLine, makerArea, makerStyle, fitTextInBox(doc, fonts, makerLine, makerArea, makerStyle, 'Title page maker line'));
}
