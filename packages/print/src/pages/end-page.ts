import { scatterStars } from '../decorations';
import type { PrintDocument } from '../print-document';
import { sliceRows } from '../rect';
import { drawFittedText, fitTextInBox, type TextStyle } from '../text-block';
import { COLORS } from '../theme';
import { addPaperPage } from './paper-page';

const THE_END = 'The End';

export function drawEndPage(print: PrintDocument): void {
  const { geometry, type, doc, fonts } = print;
  const { safe } = geometry;
  addPaperPage(print);
  const style: TextStyle = {
    role: 'display',
    maxSize: type.titleMax * 1.2,
    minSize: type.titleMin,
    lineGapRatio: 0,
    color: COLORS.accent,
    align: 'center',
    valign: 'middle',
  };
  const area = sliceRows(safe, safe.y + safe.height * 0.35, safe.y + safe.height * 0.6);
  drawFittedText(doc, fonts, THE_END, area, style, fitTextInBox(doc, fonts, THE_END, area, style, 'End page'));
  const starColors = [COLORS.accentSoft, COLORS.sky, COLORS.accent];
  scatterStars(doc, sliceRows(safe, safe.y + safe.height * 0.1, safe.y + safe.height * 0.3), 7, starColors);
  scatterStars(doc, sliceRows(safe, safe.y + safe.height * 0.65, safe.y + safe.height * 0.85), 6, starColors);
}
