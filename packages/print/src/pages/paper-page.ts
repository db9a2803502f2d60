import { fillRect } from '../decorations';
import type { PrintDocument } from '../print-document';
import { COLORS } from '../theme';

/** Starts a page whose warm paper tint runs into the bleed, so no white edge shows after trimming. */
export function addPaperPage(print: PrintDocument): void {
  print.addPage();
  fillRect(print.doc, print.geometry.media, COLORS.paper);
}
