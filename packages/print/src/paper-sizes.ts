import { DEFAULT_PAPER_SIZE, PAPER_SIZE_LABELS, PAPER_SIZE_OPTIONS, PAPER_TRIM_SIZES, type PaperSizeOption } from '@studio/contracts/books';
import { inToPt, mmToPt, ptToMm } from './units';

export interface PaperSize {
  label: string;
  /** Trim (finished page) size in PDF points. */
  widthPt: number;
  heightPt: number;
}

export type PaperSizeId = PaperSizeOption;
export { DEFAULT_PAPER_SIZE };
export const PAPER_SIZE_IDS: readonly PaperSizeId[] = PAPER_SIZE_OPTIONS;

const toPt = (value: number, unit: 'mm' | 'in') => (unit === 'mm' ? mmToPt(value) : inToPt(value));

/** The contracts' papers in points, for layout. */
export const PAPER_SIZES = Object.fromEntries(
  PAPER_SIZE_OPTIONS.map((id) => {
    const { width, height, unit } = PAPER_TRIM_SIZES[id];
    return [id, { label: PAPER_SIZE_LABELS[id], widthPt: toPt(width, unit), heightPt: toPt(height, unit) }];
  }),
) as Record<PaperSizeId, PaperSize>;

export function isPaperSizeId(value: string): value is PaperSizeId {
  return Object.hasOwn(PAPER_SIZES, value);
}

/** Trim size in millimetres, rounded to 0.1 mm as printers quote it. */
export function trimSizeMm(id: PaperSizeId): { width: number; height: number } {
  const { widthPt, heightPt } = PAPER_SIZES[id];
  return { width: roundTenth(ptToMm(widthPt)), height: roundTenth(ptToMm(heightPt)) };
}

export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
