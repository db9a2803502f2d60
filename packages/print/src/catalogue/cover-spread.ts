import { PAPER_TRIM_SIZES } from '@studio/contracts/books';
import type { Binding, PaperType, PrintPaperSize } from '@studio/contracts/print-options';
import { PAPER_PAGES_PER_INCH } from './product-code';

const MM_PER_INCH = 25.4;
/** Lulu's print files: 0.125 in of bleed on every edge. */
export const PRINT_BLEED_IN = 0.125;
/** Lulu's paperback spine: pages / PPI + 0.06 in for the cover's bend. */
const SPINE_ALLOWANCE_IN = 0.06;
/** Lulu's casewrap (hardcover) sheet reaches 0.75 in past the boards' edges on every outer side, to fold round them and be glued inside. */
export const CASEWRAP_WRAP_IN = 0.75;
/**
 * Lulu's casewrap spine: not a formula but a table of page-count ranges (Lulu's Book Creation Guide,
 * "Spine Width Calculations", hardcover): each row is the last page count of a range and its spine in inches.
 */
export const CASEWRAP_SPINE_TABLE: ReadonlyArray<readonly [lastPage: number, spineIn: number]> = [
  [84, 0.25], [140, 0.5], [168, 0.625], [194, 0.688], [222, 0.75], [250, 0.813], [278, 0.875], [306, 0.938],
  [334, 1.0], [360, 1.063], [388, 1.125], [416, 1.188], [444, 1.25], [472, 1.313], [500, 1.375], [528, 1.438],
  [556, 1.5], [582, 1.563], [610, 1.625], [638, 1.688], [666, 1.75], [694, 1.813], [722, 1.875], [750, 1.938],
  [778, 2.0], [799, 2.063], [800, 2.125],
];
/** Text is printed on a spine from this width (about 80 pages); narrower spines stay plain, as printers advise. */
export const MIN_SPINE_TEXT_IN = 0.25;

/** A paperback's spine grows with its paper; a hardcover's comes from Lulu's table; a stapled or coil-bound book has none. */
export function spineWidthIn(binding: Binding, paperType: PaperType, printedPages: number): number {
  if (binding === 'perfect') return printedPages / PAPER_PAGES_PER_INCH[paperType] + SPINE_ALLOWANCE_IN;
  if (binding === 'hardcover') return (CASEWRAP_SPINE_TABLE.find(([lastPage]) => printedPages <= lastPage) ?? CASEWRAP_SPINE_TABLE.at(-1)!)[1];
  return 0;
}

export function trimSizeIn(paperSize: PrintPaperSize): { width: number; height: number } {
  const { width, height, unit } = PAPER_TRIM_SIZES[paperSize];
  const toIn = (value: number) => (unit === 'in' ? value : value / MM_PER_INCH);
  return { width: toIn(width), height: toIn(height) };
}

export interface CoverSpread {
  /** Whole sheet: edge + back + spine + front + edge wide, edge + trim + edge high (edge: wrap + bleed). */
  widthIn: number;
  heightIn: number;
  spineIn: number;
  bleedIn: number;
  /** Casewrap only: the sheet folded round the boards, outside the trim and inside the bleed. */
  wrapIn: number;
  /** Wrap and bleed: how far the sheet reaches past the trim on each outer side. */
  edgeIn: number;
  trim: { width: number; height: number };
  spineText: boolean;
}

export function coverSpread(options: { paper_size: PrintPaperSize; binding: Binding; paper_type: PaperType }, printedPages: number, bleedIn = PRINT_BLEED_IN): CoverSpread {
  const trim = trimSizeIn(options.paper_size);
  const spineIn = spineWidthIn(options.binding, options.paper_type, printedPages);
  const wrapIn = options.binding === 'hardcover' ? CASEWRAP_WRAP_IN : 0;
  const edgeIn = wrapIn + bleedIn;
  return {
    widthIn: edgeIn + trim.width + spineIn + trim.width + edgeIn,
    heightIn: edgeIn + trim.height + edgeIn,
    spineIn,
    bleedIn,
    wrapIn,
    edgeIn,
    trim,
    spineText: spineIn >= MIN_SPINE_TEXT_IN,
  };
}

/**
 * How to draw the cover sheet of `coverSpread`: a casewrap's wrap round the boards is drawn as bleed
 * (the cover's background reaches the sheet's edge), so the sheet is exactly Lulu's cover dimensions.
 */
export function coverSheetLayout(options: { paper_size: PrintPaperSize; binding: Binding; paper_type: PaperType }, printedPages: number): { paperSize: PrintPaperSize; bleedMm: number; spineMm: number; spineText: boolean } {
  const spread = coverSpread(options, printedPages);
  return { paperSize: options.paper_size, bleedMm: spread.edgeIn * MM_PER_INCH, spineMm: spread.spineIn * MM_PER_INCH, spineText: spread.spineText };
}

export const inToMm = (inches: number) => Math.round(inches * MM_PER_INCH * 10) / 10;
