/** PDF user space is 1/72 in; print specs come in millimetres and inches. */
export const POINTS_PER_INCH = 72;
const MM_PER_INCH = 25.4;

export function mmToPt(mm: number): number {
  return (mm / MM_PER_INCH) * POINTS_PER_INCH;
}

export function inToPt(inches: number): number {
  return inches * POINTS_PER_INCH;
}

export function ptToMm(pt: number): number {
  return (pt / POINTS_PER_INCH) * MM_PER_INCH;
}
