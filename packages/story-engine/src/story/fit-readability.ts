import { countSyllables, splitSentences, splitWords } from '../core/readability';

/**
 * Last resort for the reading band: drops sentences until the story's grade fits, each time the one whose
 * loss lowers the grade most. It takes optional extras first (tone, details, cheers), and only then the
 * story's own lines. A page's first sentence, the story's closing line and at least two sentences per
 * page always stay.
 */
export function fitReadability(pages: string[][], maxGrade: number, optional: readonly boolean[][]): string[][] {
  const fitted = pages.map((sentences, page) => sentences.map((text, index) => measure(text, optional[page]?.[index] ?? false)));
  const totals = fitted.flat().reduce((sum, sentence) => add(sum, sentence, 1), { words: 0, syllables: 0, sentences: 0 });
  for (const onlyOptional of [true, false]) {
    while (grade(totals) > maxGrade) {
      const best = bestToDrop(fitted, totals, onlyOptional);
      if (!best) break;
      const [dropped] = fitted[best.page]?.splice(best.index, 1) ?? [];
      if (dropped) Object.assign(totals, add(totals, dropped, -1));
    }
  }
  return fitted.map((sentences) => sentences.map((sentence) => sentence.text));
}

interface Counts {
  words: number;
  syllables: number;
  sentences: number;
}

interface Sentence extends Counts {
  text: string;
  optional: boolean;
}

function measure(text: string, optional: boolean): Sentence {
  const words = splitWords(text);
  return { text, optional, words: words.length, syllables: words.reduce((sum, word) => sum + countSyllables(word), 0), sentences: splitSentences(text).length };
}

function add(totals: Counts, sentence: Counts, sign: 1 | -1): Counts {
  return { words: totals.words + sign * sentence.words, syllables: totals.syllables + sign * sentence.syllables, sentences: totals.sentences + sign * sentence.sentences };
}

/** The same formula as `fleschKincaidGrade`, from running totals. */
function grade({ words, syllables, sentences }: Counts): number {
  if (words === 0 || sentences === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

function bestToDrop(pages: Sentence[][], totals: Counts, onlyOptional: boolean): { page: number; index: number } | undefined {
  let best: { page: number; index: number; grade: number } | undefined;
  pages.forEach((sentences, page) => {
    if (sentences.length <= 2) return;
    const isLastPage = page === pages.length - 1;
    sentences.forEach((sentence, index) => {
      if (index === 0 || (onlyOptional && !sentence.optional) || (isLastPage && index === sentences.length - 1)) return;
      const without = grade(add(totals, sentence, -1));
      if (!best || without < best.grade) best = { page, index, grade: without };
    });
  });
  return best;
}
