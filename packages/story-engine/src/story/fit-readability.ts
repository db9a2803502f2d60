import { addCounts, countsOf, gradeOf, NO_COUNTS } from './reading-counts';
import type { Counts } from './reading-counts';
import type { RoledText, SentenceRole } from './roled-text';

/** Which sentences may go: only the optional extras, or the page's own lines too. */
export type Droppable = 'extras' | 'own lines';

/**
 * Drops sentences until the story's grade fits, each time the one whose loss lowers the grade most: only
 * optional extras (tone, details, cheers), or, with `own lines`, after them the story's own lines. A
 * page's first sentence, the story's closing line, sentences marked `kept` and at least two sentences per
 * page always stay.
 */
export function fitReadability({ pages, roles }: RoledText, maxGrade: number, droppable: Droppable, mayDrop: MayDrop = () => true): RoledText {
  const fitted = pages.map((sentences, page) => sentences.map((text, index) => ({ text, role: roles[page]?.[index] ?? 'own', ...countsOf(text) })));
  let totals = fitted.flat().reduce((sum: Counts, sentence) => addCounts(sum, sentence), NO_COUNTS);
  for (const onlyExtras of droppable === 'extras' ? [true] : [true, false]) {
    while (gradeOf(totals) > maxGrade) {
      // A line that names someone a later "he" is stays if any other line can go; the band comes first.
      const best = bestToDrop(fitted, totals, onlyExtras, mayDrop) ?? bestToDrop(fitted, totals, onlyExtras, () => true);
      // A short, light line (a cheer) is worth keeping when losing it would only make the rest heavier.
      if (!best || best.grade >= gradeOf(totals)) break;
      const [dropped] = fitted[best.page]?.splice(best.index, 1) ?? [];
      if (dropped) totals = addCounts(totals, dropped, -1);
    }
  }
  return { pages: fitted.map((sentences) => sentences.map(({ text }) => text)), roles: fitted.map((sentences) => sentences.map(({ role }) => role)) };
}

interface Sentence extends Counts {
  text: string;
  role: SentenceRole;
}

/** Whether a page may lose its sentence at `index` (see `mayDropWithoutOrphans`). */
export type MayDrop = (sentences: readonly string[], index: number) => boolean;

function bestToDrop(pages: Sentence[][], totals: Counts, onlyExtras: boolean, mayDrop: MayDrop): { page: number; index: number; grade: number } | undefined {
  let best: { page: number; index: number; grade: number } | undefined;
  pages.forEach((sentences, page) => {
    // Two sentences a page stay, a line of two sentences ("It wobbled. It fell.") counting as two.
    if (sentences.length <= 1 || sentences.reduce((sum, sentence) => sum + sentence.sentences, 0) <= 2) return;
    const isLastPage = page === pages.length - 1;
    sentences.forEach((sentence, index) => {
      if (index === 0 || sentence.role === 'kept' || (onlyExtras && sentence.role !== 'extra') || (isLastPage && index === sentences.length - 1)) return;
      const without = gradeOf(addCounts(totals, sentence, -1));
      if ((!best || without < best.grade) && mayDrop(sentences.map(({ text }) => text), index)) best = { page, index, grade: without };
    });
  });
  return best;
}
