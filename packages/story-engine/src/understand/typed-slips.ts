import nlp from 'compromise';
import { memoisedBy } from '../core/memo';

/**
 * A parent's slip of the keys mended to a word the catalogue knows ("dentits", "libary", "nieghbours", "chrismas"):
 * two letters swapped, one left out or one typed twice, at five letters or more; one letter wrong only at seven or
 * more. A word the tagger knows is never mended ("across" is not "cross", "house" not "horse"), and only what named
 * nothing as typed is (`catalogueThemeIn`).
 */
export const mendSlips = memoisedBy((text: string, _known: ReadonlySet<string>) => text, (text: string, known: ReadonlySet<string>): string =>
  text.replace(/\p{L}{5,}/gu, (word) => {
    const lower = word.toLowerCase();
    return isKnown(lower, known) || lower in LEXICON ? word : (slipsOf(lower).find((mended) => isKnown(mended, known)) ?? word);
  }));

/** A word the catalogue's own words spell ("dentist" of "dentists?"), or one of their stems with an ending ("librar" + "y"). */
function isKnown(word: string, known: ReadonlySet<string>): boolean {
  if (known.has(word)) return true;
  const stem = /^(.{6,}?)(?:y|ies|e|es|ed|ing|ers?)$/.exec(word)?.[1];
  return stem !== undefined && known.has(stem);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A doubled consonant before -ing, -ed or -er ("skimming", "dripped") is English spelling, not a slip: such a word is a
 * verb's own form the tagger's lexicon may lack, never one wrong letter away from another ("skimming" is not "swimming").
 */
const DOUBLED_BEFORE_ENDING = /([bdfgklmnprtz])\1(?:ing|ed|er)$/;

/** The tagger's own lexicon: words spelt right, whatever the catalogue says. */
const LEXICON = (nlp as unknown as { world(): { model: { one: { lexicon: Record<string, string> } } } }).world().model.one.lexicon;

/** Every word one slip away: swapped letters, a letter put back, a doubled letter once; a wrong letter only in a long word. */
function slipsOf(word: string): string[] {
  const out: string[] = [];
  for (let at = 0; at < word.length - 1; at += 1) out.push(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
  for (let at = 0; at <= word.length; at += 1) for (const letter of LETTERS) out.push(word.slice(0, at) + letter + word.slice(at));
  for (let at = 1; at < word.length; at += 1) if (word[at] === word[at - 1]) out.push(word.slice(0, at) + word.slice(at + 1));
  if (word.length >= 7 && !DOUBLED_BEFORE_ENDING.test(word)) for (let at = 0; at < word.length; at += 1) for (const letter of LETTERS) if (letter !== word[at]) out.push(word.slice(0, at) + letter + word.slice(at + 1));
  return out;
}

/** The whole words (five letters or more) a set of patterns spells out: what a slip may be mended to. */
export function wordsSpeltIn(patterns: readonly RegExp[]): Set<string> {
  const runs = patterns.flatMap((pattern) => pattern.source.toLowerCase().replace(/\\[bswdp](?:\{[^}]*\})?/g, ' ').match(/[a-z]{5,}/g) ?? []);
  // "dentists?" spells "dentist" too.
  return new Set(runs.flatMap((run) => [run, run.replace(/s$/, '')]));
}
