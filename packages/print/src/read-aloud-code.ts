import QRCode from 'qrcode';
import type { Rect } from './rect';
import { inToPt, mmToPt } from './units';

/**
 * A QR code a phone reads from 30 cm: codes are read from about ten times their width, so 30 mm
 * for the code itself, plus the quiet zone of four modules the standard asks for, on white.
 */
export const READ_ALOUD_CODE_MM = 30;
const QUIET_ZONE_MODULES = 4;

/**
 * Lulu's barcode area on the back cover of a one-piece cover ("space for ISBN", help.lulu.com):
 * 3.625 × 1.25 in in the lower corner next to the spine, 0.375 in from the spine and the bottom trim.
 * Nothing of ours goes there.
 */
export function luluBarcodeArea(backTrim: Rect): Rect {
  const [width, height, margin] = [inToPt(3.625), inToPt(1.25), inToPt(0.375)];
  return { x: backTrim.x + backTrim.width - margin - width, y: backTrim.y + backTrim.height - margin - height, width, height };
}

export interface ReadAloudCode {
  /** The whole white square, quiet zone included. */
  box: Rect;
  modules: { size: number; dark: (row: number, column: number) => boolean };
}

/** The code of `url` (error correction M: a scuffed cover still reads), its white square's lower left corner at (x, bottom). */
export function readAloudCode(url: string, x: number, bottom: number): ReadAloudCode {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const modulePt = mmToPt(READ_ALOUD_CODE_MM) / modules.size;
  const side = modulePt * (modules.size + 2 * QUIET_ZONE_MODULES);
  return { box: { x, y: bottom - side, width: side, height: side }, modules: { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) } };
}

/** Draws the code: a white square, then each dark module as a black square (pure K black prints sharpest). */
export function drawReadAloudCode(doc: PDFKit.PDFDocument, code: ReadAloudCode): void {
  const { box, modules } = code;
  const modulePt = box.width / (modules.size + 2 * QUIET_ZONE_MODULES);
  doc.save().rect(box.x, box.y, box.width, box.height).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.dark(row, column)) continue;
      // A hair wider than the module, so neighbours merge without white seams when rasterised.
      doc.rect(box.x + (column + QUIET_ZONE_MODULES) * modulePt, box.y + (row + QUIET_ZONE_MODULES) * modulePt, modulePt + 0.05, modulePt + 0.05);
    }
  }
  doc.fill('#000000').restore();
}
