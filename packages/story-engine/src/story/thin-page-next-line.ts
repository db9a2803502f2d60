import type { PlannedPage } from './plan-pages';
import type { PagePlan } from './story-context';

/** A page of one sentence this short reads as a picture book's page turn (the bound `fuller-older-pages.ts` fills by). */
const THIN_WORDS = 12;

const linesOf = (plan: PagePlan) => [...plan.core, ...plan.more, ...(plan.after ?? []), ...(plan.aside ?? [])];
const isThin = (plan: PagePlan) => {
  const lines = linesOf(plan);
  return lines.length === 1 && lines[0]!.split(/\s+/).length <= THIN_WORDS;
};

/**
 * For nine to twelve, a middle page still of one short sentence once the theme's own lines are spent (round 17, read
 * 37: "Grandpa went quiet.", "The tent poles slid apart.", "The other side scored.") takes the day's own next line, the
 * first of the page after it in the same part of the story: "Lucas hammered a peg, and he waited to see what would
 * happen." is followed on its page by "It bent", where the page turn between them said nothing. The next page gives its
 * first line only if it keeps another of its own, and only within a beat (the turn and the ending keep their pages), never from the last page;
 * a page left thin by giving takes from the one after it in turn.
 */
export function withNextLineOnThinPages(planned: readonly PlannedPage[]): PlannedPage[] {
  const pages = [...planned];
  for (let index = 1; index < pages.length - 2; index++) {
    const page = pages[index]!;
    const next = pages[index + 1]!;
    // The next page keeps a line of its own to carry its closing thoughts (`after`): "Tomas did not ask anyone's opinion"
    // belongs after "He chose to go first", never after the line the page took from the one after it.
    if (!isThin(page.plan) || next.beat !== page.beat || next.plan.core.length < 2) continue;
    const [given, ...kept] = next.plan.core;
    pages[index] = { ...page, plan: { ...page.plan, after: [...(page.plan.after ?? []), given!] } };
    pages[index + 1] = { ...next, plan: { ...next.plan, core: kept } };
  }
  return pages;
}
