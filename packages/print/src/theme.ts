import type { PageGeometry } from './page-geometry';

/** Colours of the printed book: warm paper, a soft dark ink (kinder than black) and two accents. */
export const COLORS = {
  paper: '#FFF8EC',
  ink: '#2F2A4A',
  softInk: '#6A6384',
  accent: '#E8833A',
  accentSoft: '#F6C66B',
  sky: '#7FB8D8',
} as const;

export interface TypeScale {
  bodyMax: number;
  /** Story text smaller than this is still legal but a smaller picture is preferred. */
  bodyComfortable: number;
  bodyMin: number;
  coverTitleMax: number;
  titleMax: number;
  titleMin: number;
  headingMax: number;
  small: number;
}

/** Type sizes follow the page: an A5 book gets smaller type than an A4 one. */
export function typeScale(geometry: PageGeometry): TypeScale {
  const shortSide = Math.min(geometry.trim.width, geometry.trim.height);
  const bodyMax = round(shortSide * 0.04);
  return {
    bodyMax,
    bodyComfortable: round(bodyMax * 0.75),
    bodyMin: Math.max(10, round(shortSide * 0.02)),
    coverTitleMax: round(shortSide * 0.12),
    titleMax: round(shortSide * 0.095),
    titleMin: round(shortSide * 0.04),
    headingMax: round(shortSide * 0.06),
    small: Math.max(8, round(shortSide * 0.017)),
  };
}

function round(size: number): number {
  return Math.round(size * 2) / 2;
}
