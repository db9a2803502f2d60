import { countSyllables, fleschKincaidGrade, splitWords } from '../core/readability';
import type { GradeOptions } from '../core/readability';

/**
 * Last resort for the reading band: drops the heaviest optional sentences until the story's grade fits.
 * A page's first sentence, the story's closing line and at least two sentences per page always stay.
 */
export function fitReadability(pages: string[][], maxGrade: number, options: GradeOptions): string[][] {
  const fitted = pages.map((sentences) => [...sentences]);
  const grade = () => fleschKincaidGrade(fitted.flat().join(' '), options);
  while (grade() > maxGrade) {
    const heaviest = findHeaviest(fitted);
    if (!heaviest) break;
    fitted[heaviest.page]?.splice(heaviest.index, 1);
  }
  return fitted;
}

function findHeaviest(pages: string[][]): { page: number; index: number } | undefined {
  let best: { page: number; index: number; weight: number } | undefined;
  pages.forEach((sentences, page) => {
    if (sentences.length <= 2) return;
    const isLastPage = page === pages.length - 1;
    sentences.forEach((sentence, index) => {
      if (index === 0 || (isLastPage && index === sentences.length - 1)) return;
      const weight = sentenceGrade(sentence);
      if (!best || weight > best.weight) best = { page, index, weight };
    });
  });
  return best;
}

/** The sentence's own share of the grade: long and many-syllabled sentences weigh most. */
function sentenceGrade(sentence: string): number {
  const words = splitWords(sentence);
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return 0.39 * words.length + 11.8 * (syllables / words.length);
}
