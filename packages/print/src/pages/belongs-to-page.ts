import { scatterStars } from '../decorations';
import type { PrintDocument } from '../print-document';
import { sliceRows } from '../rect';
import { drawFittedText, fitTextInBox, type TextStyle } from '../text-block';
import { COLORS } from '../theme';
import { addPaperPage } from './paper-page';

export const BELONGS_TO = 'This book belongs to';

/** "This book belongs to", with a line to write the child's name on (issue 33). */
export function drawBelongsToPage(print: PrintDocument): void {
  const { geometry, type, doc, fonts } = print;
  const { safe } = geometry;
  addPaperPage(print);
  const style: TextStyle = { role: 'display', maxSize: type.headingMax, minSize: type.titleMin, lineGapRatio: 0, color: COLORS.accent, align: 'center', valign: 'bottom' };
  const area = sliceRows(safe, safe.y + safe.height * 0.3, safe.y + safe.height * 0.45);
  drawFittedText(doc, fonts, BELONGS_TO, area, style, fitTextInBox(doc, fonts, BELONGS_TO, area, style, 'This book belongs to'));
  const lineY = safe.y + safe.height * 0.58;
  const inset = safe.width * 0.15;
  doc.save().moveTo(safe.x + inset, lineY).lineTo(safe.x + safe.width - inset, lineY).lineWidth(1.2).strokeColor(COLORS.softInk).stroke().restore();
  scatterStars(doc, sliceRows(safe, safe.y + safe.height * 0.66, safe.y + safe.height * 0.82), 5, [COLORS.accentSoft, COLORS.sky, COLORS.accent]);
}
