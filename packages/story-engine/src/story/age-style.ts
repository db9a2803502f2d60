import type { AgeGroup } from '@studio/contracts/stories';

/** How much a page says and how, for one reading level. */
export interface AgeStyle {
  /** The refrain on every nth page (0: never). */
  refrainEvery: number;
  /** A line in the tone's voice on every nth page (0: never). */
  flourishEvery: number;
  /** How many of a page's richer sentences to keep. */
  moreCount: number;
  /** A sentence of setting detail on every nth page (0: never). */
  detailEvery: number;
  /** The hero's thoughts while the problem is being solved. */
  thoughts: boolean;
  /** Join pairs of short sentences into longer ones. */
  joinSentences: boolean;
  /** Say "she" instead of repeating the hero's name within a sentence (the youngest like the repetition). */
  pronounsForRepeats: boolean;
  /** Break "X, and Y" into two short sentences. */
  splitCompounds: boolean;
  /** A short cheer or sigh naming the hero, on every nth page (0: never) — toddlers love the echo. */
  echoEvery: number;
  /** Most of a page's own sentences to keep (the closing line always stays). */
  maxCoreSentences: number;
  /** Longest tone line (in words) worth adding; the youngest get only the short ones. */
  maxFlourishWords: number;
}

const TODDLER: AgeStyle = {
  refrainEvery: 1, flourishEvery: 4, moreCount: 0, detailEvery: 0, thoughts: false, joinSentences: false,
  pronounsForRepeats: false, splitCompounds: true, echoEvery: 3, maxFlourishWords: 9, maxCoreSentences: 3,
};
const PRESCHOOL: AgeStyle = {
  refrainEvery: 2, flourishEvery: 3, moreCount: 0, detailEvery: 0, thoughts: false, joinSentences: false,
  pronounsForRepeats: false, splitCompounds: true, echoEvery: 3, maxFlourishWords: 10, maxCoreSentences: 5,
};
const EARLY_READER: AgeStyle = {
  refrainEvery: 0, flourishEvery: 2, moreCount: 1, detailEvery: 2, thoughts: false, joinSentences: false,
  pronounsForRepeats: true, splitCompounds: false, echoEvery: 0, maxFlourishWords: 30, maxCoreSentences: 6,
};
const CONFIDENT_READER: AgeStyle = {
  refrainEvery: 0, flourishEvery: 2, moreCount: 3, detailEvery: 1, thoughts: true, joinSentences: true,
  pronounsForRepeats: true, splitCompounds: false, echoEvery: 0, maxFlourishWords: 30, maxCoreSentences: 6,
};

/**
 * Styles to try for each age group, richest first. The writer measures the finished story and steps down
 * until the Flesch–Kincaid grade fits, so an unusual name or a long custom lesson cannot push it out of band.
 */
export const STYLE_LADDER: Record<AgeGroup, readonly AgeStyle[]> = {
  '0-2': [TODDLER],
  '3-5': [PRESCHOOL, TODDLER],
  '6-8': [EARLY_READER, { ...EARLY_READER, detailEvery: 0, splitCompounds: true }, PRESCHOOL, TODDLER],
  '9-12': [CONFIDENT_READER, { ...CONFIDENT_READER, joinSentences: false }, EARLY_READER, PRESCHOOL, TODDLER],
};

/** Highest Flesch–Kincaid grade allowed for each age group. */
export const MAX_GRADE: Record<AgeGroup, number> = { '0-2': 2, '3-5': 2, '6-8': 4, '9-12': 7 };
