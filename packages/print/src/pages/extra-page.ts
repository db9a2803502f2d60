import type { Art } from '../book';
import type { PrintDocument } from '../print-document';
import { sliceRows } from '../rect';
import { drawFittedText, fitTextInBox, type TextStyle } from '../text-block';
import { COLORS } from '../theme';
import { addPaperPage } from './paper-page';

/** A page such as "Meet the characters": a heading over the whole picture, framed inside the safe area. */
export async function drawExtraPage(print: PrintDocument, heading: string, art: Art): Promise<void> {
  const { geometry, type, doc, fonts } = print;
  const { safe } = geometry;
  addPaperPage(print);
  const style: TextStyle = {
    role: 'display',
    maxSize: type.headingMax,
    minSize: type.bodyMin,
    lineGapRatio: 0,
    color: COLORS.accent,
    align: 'center',
    valign: 'top',
  };
  const headingArea = sliceRows(safe, safe.y, safe.y + safe.height * 0.15);
  const fitted = fitTextInBox(doc, fonts, heading, headingArea, style, `Page "${heading}" heading`);
  const placed = drawFittedText(doc, fonts, heading, headingArea, style, fitted);
  print.warnMissingCharacters('display', heading);

  const gap = type.headingMax * 0.6;
  const artArea = sliceRows(safe, placed.y + placed.height + gap, safe.y + safe.height);
  const visible = await print.drawArt(art, artArea, 'contain');
  const radius = Math.min(visible.width, visible.height) * 0.03;
  doc.save().lineWidth(2).roundedRect(visible.x, visible.y, visible.width, visible.height, radius).stroke(COLORS.accentSoft).restore();
}
