import { PAPER_SIZES, type PaperSizeId } from './paper-sizes';
import { insetRect, type Rect } from './rect';
import { mmToPt } from './units';

/** Lulu's (and most print shops') bleed: 0.125 in on every edge, 3.175 mm. */
export const BLEED_MM = 3.175;
/** Text and anything that must not be trimmed away stays this far inside the trim edge: Lulu's 0.5 in safety margin. */
export const SAFE_MARGIN_MM = 12.7;

export interface PageGeometry {
  /** MediaBox = BleedBox: trim plus bleed on every side. */
  media: Rect;
  trim: Rect;
  safe: Rect;
  bleedPt: number;
}

/** One page of the book; printers differ on bleed (Lulu wants 0.125 in, 3.175 mm). */
export function pageGeometry(paperSize: PaperSizeId, bleedMm = BLEED_MM): PageGeometry {
  const { widthPt, heightPt } = PAPER_SIZES[paperSize];
  return geometryOfTrim(widthPt, heightPt, mmToPt(bleedMm));
}

/** A cover spread: back cover, spine and front cover side by side on one sheet. */
export function spreadGeometry(paperSize: PaperSizeId, spineMm: number, bleedMm = BLEED_MM): PageGeometry {
  const { widthPt, heightPt } = PAPER_SIZES[paperSize];
  return geometryOfTrim(2 * widthPt + mmToPt(spineMm), heightPt, mmToPt(bleedMm));
}

function geometryOfTrim(widthPt: number, heightPt: number, bleedPt: number): PageGeometry {
  const media = { x: 0, y: 0, width: widthPt + 2 * bleedPt, height: heightPt + 2 * bleedPt };
  const trim = insetRect(media, bleedPt);
  return { media, trim, safe: insetRect(trim, mmToPt(SAFE_MARGIN_MM)), bleedPt };
}

/** A rect as a PDF box array [llx lly urx ury] (origin bottom-left, as page dictionaries want it). */
export function toPdfBox(rect: Rect, mediaHeight: number): [number, number, number, number] {
  return [rect.x, mediaHeight - rect.y - rect.height, rect.x + rect.width, mediaHeight - rect.y].map(roundForPdf) as [
    number,
    number,
    number,
    number,
  ];
}

function roundForPdf(value: number): number {
  return Math.round(value * 1000) / 1000;
}
