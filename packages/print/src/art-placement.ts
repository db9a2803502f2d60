import { POINTS_PER_INCH } from './units';
import type { Rect } from './rect';

export type ArtFit = 'cover' | 'contain';

/**
 * Where a picture of the given proportions lands when scaled into `box`:
 * `cover` fills the box (the overflow is clipped), `contain` shows all of it, centred.
 */
export function placeArt(sourceWidth: number, sourceHeight: number, box: Rect, fit: ArtFit): Rect {
  const scaleX = box.width / sourceWidth;
  const scaleY = box.height / sourceHeight;
  const scale = fit === 'cover' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
  const width = sourceWidth * scale;
  const height = sourceHeight * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** Pixels per inch of a raster picture printed `placedWidthPt` wide (its pixels are square). */
export function effectiveDpi(widthPx: number, placedWidthPt: number): number {
  return Math.round(widthPx / (placedWidthPt / POINTS_PER_INCH));
}

export const MIN_PRINT_DPI = 300;

/** The fewest pixels across that print `placedWidthPt` wide at the print minimum resolution. */
export function printWidthPx(placedWidthPt: number): number {
  return Math.ceil((placedWidthPt / POINTS_PER_INCH) * MIN_PRINT_DPI);
}
