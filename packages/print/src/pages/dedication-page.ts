import { drawStar } from '../decorations';
import type { PrintDocument } from '../print-document';
import { sliceRows } from '../rect';
import { drawFittedText, fitTextInBox, type TextStyle } from '../text-block';
import { COLORS } from '../theme';
import { addPaperPage } from './paper-page';

export function drawDedicationPage(print: PrintDocument, dedication: string): void {
  const { geometry, type, doc, fonts } = print;
  const { safe } = geometry;
  addPaperPage(print);
  const style: TextStyle = {
    role: 'bodyItalic',
    maxSize: type.bodyMax,
    minSize: type.bodyMin,
    lineGapRatio: 0.3,
    color: COLORS.ink,
    align: 'center',
    valign: 'middle',
  };
  const area = sliceRows(safe, safe.y + safe.height * 0.3, safe.y + safe.height * 0.7);
  const placed = drawFittedText(doc, fonts, dedication, area, style, fitTextInBox(doc, fonts, dedication, area, style, 'Dedication'));
  drawStar(doc, safe.x + safe.width / 2, placed.y - type.bodyMax * 1.5, type.bodyMax * 0.6, COLORS.accentSoft);
  print.warnMissingCharacters('bodyItalic', dedication);
}
