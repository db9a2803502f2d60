import { TITLE_FONT_ADVANCE, TITLE_FONT_FALLBACK_ADVANCE } from './font-metrics';

/** Width of a line set in the title font at `fontSize`. */
export function measureText(text: string, fontSize: number): number {
  let ems = 0;
  for (const ch of text) ems += TITLE_FONT_ADVANCE[ch] ?? TITLE_FONT_FALLBACK_ADVANCE;
  return ems * fontSize;
}
