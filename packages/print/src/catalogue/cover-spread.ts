import { PAPER_TRIM_SIZES } from '@studio/contracts/books';
import type { Binding, PaperType, PrintPaperSize } from '@studio/contracts/print-options';
import { PAPER_PAGES_PER_INCH } from './product-code';

const MM_PER_INCH = 25.4;
/** Lulu's print files: 0.125 in of bleed on every edge. */
export const PRINT_BLEED_IN = 0.125;
/** Lulu's spine: pages / PPI + 0.06 in for the cover board's bend. */
const SPINE_ALLOWANCE_IN = 0.06;
/** Text is printed on a spine from this width (about 80 pages); narrower spines stay plain, as printers advise. */
export const MIN_SPINE_TEXT_IN = 0.25;

/** Bindings whose cover wraps a glued spine; a stapled or coil-bound book has none. */
const HAS_SPINE: Record<Binding, boolean> = { perfect: true, hardcover: true, saddle_stitch: false, coil: false };

export function spineWidthIn(binding: Binding, paperType: PaperType, printedPages: number): number {
  return HAS_SPINE[binding] ? printedPages / PAPER_PAGES_PER_INCH[paperType] + SPINE_ALLOWANCE_IN : 0;
}

export function trimSizeIn(paperSize: PrintPaperSize): { width: number; height: number } {
  const { width, height, unit } = PAPER_TRIM_SIZES[paperSize];
  const toIn = (value: number) => (unit === 'in' ? value : value / MM_PER_INCH);
  return { width: toIn(width), height: toIn(height) };
}

export interface CoverSpread {
  /** Whole spread with bleed: bleed + back + spine + front + bleed wide, bleed + trim + bleed high. */
  widthIn: number;
  heightIn: number;
  spineIn: number;
  bleedIn: number;
  trim: { width: number; height: number };
  spineText: boolean;
}

export function coverSpread(options: { paper_size: PrintPaperSize; binding: Binding; paper_type: PaperType }, printedPages: number, bleedIn = PRINT_BLEED_IN): CoverSpread {
  const trim = trimSizeIn(options.paper_size);
  const spineIn = spineWidthIn(options.binding, options.paper_type, printedPages);
  return {
    widthIn: bleedIn + trim.width + spineIn + trim.width + bleedIn,
    heightIn: bleedIn + trim.height + bleedIn,
    spineIn,
    bleedIn,
    trim,
    spineText: spineIn >= MIN_SPINE_TEXT_IN,
  };
}

export const inToMm = (inches: number) => Math.round(inches * MM_PER_INCH * 10) / 10;
