import { countSyllables, splitSentences, splitWords } from '../core/readability';

/** The totals the Flesch–Kincaid grade is made of, so a rewrite can be weighed without re-grading the story. */
export interface Counts {
  words: number;
  syllables: number;
  sentences: number;
}

export const NO_COUNTS: Counts = { words: 0, syllables: 0, sentences: 0 };

export function countsOf(text: string): Counts {
  const words = splitWords(text);
  return { words: words.length, syllables: words.reduce((sum, word) => sum + countSyllables(word), 0), sentences: splitSentences(text).length };
}

export function addCounts(totals: Counts, more: Counts, sign: 1 | -1 = 1): Counts {
  return { words: totals.words + sign * more.words, syllables: totals.syllables + sign * more.syllables, sentences: totals.sentences + sign * more.sentences };
}

/** The same formula as `fleschKincaidGrade`, from running totals. */
export function gradeOf({ words, syllables, sentences }: Counts): number {
  if (words === 0 || sentences === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}
