import type { CatalogueTheme, Wording } from '../world/catalogue/theme-entry';

const linesOf = (wording: Wording | undefined): string[] => (wording === undefined ? [] : typeof wording === 'string' ? [wording] : [...wording]);

/**
 * Whether the theme's third true detail calls back to a thing its second one brings in ("looked at THE heart on her
 * hand" after "drew A little heart on her hand") that no line before them names. A short book tells no second detail,
 * and read 44 found "Lumi looked at the heart on her hand." with no heart ever drawn: a callback needs its setup.
 */
export function callsBackToSecondDetail(entry: CatalogueTheme): boolean {
  const setup = linesOf(entry.details[1]).join(' ');
  const callback = linesOf(entry.details[2]).join(' ');
  const before = [entry.opening, entry.worry, ...entry.tries, entry.turn, entry.details[0]].flatMap(linesOf).join(' ');
  return [...setup.matchAll(/\ban? (?:little |big |small |tiny )?(\p{Ll}{3,})/gu)].some(([, thing]) =>
    new RegExp(`\\bthe (?:\\p{Ll}+ )?${thing}\\b`, 'u').test(callback) && !new RegExp(`\\b${thing}`, 'iu').test(before));
}
