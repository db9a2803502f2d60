import { countSyllables, fleschKincaidGrade, splitWords } from '../core/readability';

/**
 * Last resort for the reading band: drops the heaviest sentences until the story's grade fits. It takes
 * optional extras first (tone, details, cheers), and only then the story's own lines. A page's first
 * sentence, the story's closing line and at least two sentences per page always stay.
 */
export function fitReadability(pages: string[][], maxGrade: number, optional: readonly boolean[][]): string[][] {
  const fitted = pages.map((sentences, page) => sentences.map((text, index) => ({ text, optional: optional[page]?.[index] ?? false })));
  const grade = () => fleschKincaidGrade(fitted.flat().map((sentence) => sentence.text).join(' '));
  for (const onlyOptional of [true, false]) {
    while (grade() > maxGrade) {
      const heaviest = findHeaviest(fitted, onlyOptional);
      if (!heaviest) break;
      fitted[heaviest.page]?.splice(heaviest.index, 1);
    }
  }
  return fitted.map((sentences) => sentences.map((sentence) => sentence.text));
}

interface Sentence {
  text: string;
  optional: boolean;
}

function findHeaviest(pages: Sentence[][], onlyOptional: boolean): { page: number; index: number } | undefined {
  let best: { page: number; index: number; weight: number } | undefined;
  pages.forEach((sentences, page) => {
    if (sentences.length <= 2) return;
    const isLastPage = page === pages.length - 1;
    sentences.forEach(({ text: sentence, optional }, index) => {
      if (index === 0 || (onlyOptional && !optional) || (isLastPage && index === sentences.length - 1)) return;
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
