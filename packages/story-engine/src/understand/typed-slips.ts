import { memoisedBy } from '../core/memo';

/**
 * A parent's slip of the keys mended to a word the catalogue knows ("dentits", "libary", "nieghbours", "chrismas"):
 * two letters swapped, one dropped or one doubled, at any length of five letters or more; one letter wrong only at
 * seven or more, where a real word a letter away ("horse" for "house") is rare. Only what named nothing as typed is
 * mended (`catalogueThemeIn`), so a word spelt right is never changed.
 */
export const mendSlips = memoisedBy((text: string, known: ReadonlySet<string>) => text, (text: string, known: ReadonlySet<string>): string =>
  text.replace(/\p{L}{5,}/gu, (word) => {
    const lower = word.toLowerCase();
    return isKnown(lower, known) ? word : (slipsOf(lower).find((mended) => isKnown(mended, known)) ?? word);
  }));

/** A word the catalogue's own words spell, or one of their stems with its ending ("librar" + "y"). */
function isKnown(word: string, known: ReadonlySet<string>): boolean {
  if (known.has(word)) return true;
  for (let cut = word.length - 1; cut >= Math.max(6, word.length - 3); cut -= 1) if (known.has(word.slice(0, cut))) return true;
  return false;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every word one slip away: swapped, dropped and added letters first, a wrong letter only in a long word. */
function slipsOf(word: string): string[] {
  const out: string[] = [];
  for (let at = 0; at < word.length - 1; at += 1) out.push(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
  for (let at = 0; at <= word.length; at += 1) for (const letter of LETTERS) out.push(word.slice(0, at) + letter + word.slice(at));
  for (let at = 0; at < word.length; at += 1) out.push(word.slice(0, at) + word.slice(at + 1));
  if (word.length >= 7) for (let at = 0; at < word.length; at += 1) for (const letter of LETTERS) if (letter !== word[at]) out.push(word.slice(0, at) + letter + word.slice(at + 1));
  return out;
}

/** The whole words (five letters or more) a set of patterns spells out: what a slip may be mended to. */
export function wordsSpeltIn(patterns: readonly RegExp[]): Set<string> {
  return new Set(patterns.flatMap((pattern) => pattern.source.toLowerCase().replace(/\\[bswdp](?:\{[^}]*\})?/g, ' ').match(/[a-z]{5,}/g) ?? []));
}
