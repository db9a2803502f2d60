import { inToPt, mmToPt, ptToMm } from './units';

export interface PaperSize {
  label: string;
  /** Trim (finished page) size in PDF points. */
  widthPt: number;
  heightPt: number;
}

export const PAPER_SIZES = {
  a4: { label: 'A4', widthPt: mmToPt(210), heightPt: mmToPt(297) },
  a5: { label: 'A5', widthPt: mmToPt(148), heightPt: mmToPt(210) },
  letter: { label: 'US Letter', widthPt: inToPt(8.5), heightPt: inToPt(11) },
  square: { label: '8.5 in square', widthPt: inToPt(8.5), heightPt: inToPt(8.5) },
} as const satisfies Record<string, PaperSize>;

export type PaperSizeId = keyof typeof PAPER_SIZES;

export const DEFAULT_PAPER_SIZE: PaperSizeId = 'a4';

export const PAPER_SIZE_IDS = Object.keys(PAPER_SIZES) as PaperSizeId[];

export function isPaperSizeId(value: string): value is PaperSizeId {
  return Object.hasOwn(PAPER_SIZES, value);
}

/** Trim size in millimetres, rounded to 0.1 mm as printers quote it. */
export function trimSizeMm(id: PaperSizeId): { width: number; height: number } {
  const { widthPt, heightPt } = PAPER_SIZES[id];
  return { width: roundTenth(ptToMm(widthPt)), height: roundTenth(ptToMm(heightPt)) };
}

function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
