import { kinPattern } from '../core/kin-words';

/** The family words a little one says first: mama, dada, nana, and every family's own (amma, baba, nonna…). */
const FAMILY_WORD = kinPattern({ relation: ['parent', 'grandparent', 'aunt-uncle'], step: false, formal: false });

/** "Saying mama", "learning to say nana", "says dada": a family word being said, the word captured. */
export const SAYING_A_FAMILY_WORD = new RegExp(`\\bsa(?:y|ys|ying) ["'‘“]?(${FAMILY_WORD})\\b`, 'i');

/**
 * The word a theme says is the first one: "the first time saying mama", "saying nana for the first time", "her first
 * word was dada", "the day he said mummy", "'duck' was her first word". A family word said, or any word after
 * "first word is/was" or quoted before "was her first word"; nothing when the theme names none ("learning to talk").
 */
const SAID = [
  SAYING_A_FAMILY_WORD,
  new RegExp(`\\b(?:first time|(?:the )?day|when) (?:\\w+ )?said ["'‘“]?(${FAMILY_WORD})\\b`, 'i'),
  /\bfirst (?:real )?word (?:is|was|will be)?:? ?["'‘“]?([a-z]+)\b/i,
  /["'‘“]([a-z]+)["'’”] (?:as|was|is) (?:his|her|their|my|our|the baby's) first (?:real )?word\b/i,
];

/** Words after "first word was" that are no word said ("her first word was hilarious"). */
const NOT_A_WORD = /^(?:a|an|the|so|very|really|hilarious|funny|cute|lovely|amazing|such|not|this|that|today|yesterday|at|in|on|to|and|when|said|spoken|out|for|with)$/i;

/** The first word the theme names, as it is said on the page ("Mama", "Nana", "Duck"), if it names one. */
export function firstWordNamed(theme: string | undefined): string | undefined {
  for (const said of SAID) {
    const word = said.exec(theme ?? '')?.[1];
    if (word && !NOT_A_WORD.test(word)) return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  }
  return undefined;
}
