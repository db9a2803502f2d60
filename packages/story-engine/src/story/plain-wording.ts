import { addCounts, countsOf, gradeOf, NO_COUNTS } from './reading-counts';
import type { Counts } from './reading-counts';
import type { RoledText } from './roled-text';
import { splitAtColon, splitCompounds, splitSharedSubject } from './split-compounds';
import { splitClauses } from './clause-splits';

/** Lighter words that say the same thing wherever the engine uses the heavier one. */
const LIGHTER_WORDS: readonly [RegExp, string][] = [
  [/\bvery (?=[a-z])/g, ''],
  [/\bcarefully\b/g, 'with care'],
  [/\btomorrow\b/g, 'soon'],
  [/\bhad found out something\b/g, 'knew it now'],
  // Round 12 (bands): a little listener's plane is a plane, and a big one is big.
  [/\b([Aa])n aeroplane\b/g, '$1 plane'],
  [/\baeroplane\b/g, 'plane'],
  [/\b([Aa])n enormous\b/g, '$1 huge'],
  [/\benormous\b/g, 'huge'],
  [/\beverybody\b/g, 'everyone'],
];

/**
 * For a story still over its reading band: rewrites sentences in plainer words, and splits "X, and Y"
 * into two sentences even where a half then names nothing particular (and "X knew it: Y" at its colon), one sentence at a time, the
 * rewrite that lowers the grade most first, until the story fits. Nothing is dropped.
 */
export function plainWording({ pages, roles }: RoledText, maxGrade: number): RoledText {
  const result = pages.map((sentences) => sentences.map((sentence) => [sentence]));
  let totals = pages.flat().reduce((sum: Counts, sentence) => addCounts(sum, countsOf(sentence)), NO_COUNTS);
  // Most stories fit already: the plainer wordings are read (through the tagger) only for one that does not.
  const candidates = gradeOf(totals) <= maxGrade ? [] : pages
    .flatMap((sentences, page) => sentences.map((sentence, index) => ({ page, index, before: countsOf(sentence), after: plainer(sentence) })))
    .filter(({ after }) => after.length > 0)
    .map((candidate) => ({ ...candidate, change: addCounts(countsOf(candidate.after.join(' ')), candidate.before, -1) }));
  while (gradeOf(totals) > maxGrade) {
    const best = candidates.reduce<(typeof candidates)[number] | undefined>(
      (chosen, candidate) => (!chosen || gradeOf(addCounts(totals, candidate.change)) < gradeOf(addCounts(totals, chosen.change)) ? candidate : chosen),
      undefined,
    );
    if (!best || gradeOf(addCounts(totals, best.change)) >= gradeOf(totals)) break;
    (result[best.page] as string[][])[best.index] = best.after;
    totals = addCounts(totals, best.change);
    candidates.splice(candidates.indexOf(best), 1);
  }
  return {
    pages: result.map((sentences) => sentences.flat()),
    roles: result.map((sentences, page) => sentences.flatMap((parts, index) => parts.map(() => roles[page]?.[index] ?? 'own'))),
  };
}

/** The sentence in plainer words, as one or more sentences; empty when there is nothing to make plainer. */
function plainer(sentence: string): string[] {
  const lighter = LIGHTER_WORDS.reduce((text, [heavy, light]) => text.replace(heavy, light), sentence);
  const parts = splitCompounds(lighter, () => true).flatMap(splitAtColon).flatMap(splitSharedSubject).flatMap(splitClauses);
  return parts.length === 1 && lighter === sentence ? [] : parts;
}
