import type { PlannedPage } from '../story/plan-pages';
import type { StoryContext } from '../story/story-context';
import type { CatalogueTheme } from '../world/catalogue';
import { fill } from './theme-story';

/**
 * One of the entry's own first two true details that the book never says (a short book tells the first on its try
 * page and skips the second), for a nine-to-twelve's thin middle page, once a book: a true particular of THIS thing, where
 * the kind's nameless lines ("tucked that away, to think about later") had been (round 16). The later details are the
 * day's going well and its end, which must not come before the turn.
 */
export function unsaidDetail(ctx: StoryContext, entry: CatalogueTheme, planned: readonly PlannedPage[]): string | undefined {
  const said = unsaidGiven.get(ctx) ?? new Set<string>();
  unsaidGiven.set(ctx, said);
  const book = planned.map((page) => [...page.plan.core, ...page.plan.more, ...(page.plan.after ?? []), ...(page.plan.aside ?? [])].join(' ')).join(' ');
  const line = entry.details.slice(0, 2).map((wording) => fill(ctx, wording)).find((detail) => !said.has(detail) && !book.includes(openingOf(detail)));
  if (line) said.add(line);
  return line;
}

/** A detail is in the book when its first words are, whichever wording of it a page took. */
const openingOf = (line: string) => line.split(/\s+/).slice(0, 5).join(' ');

const unsaidGiven = new WeakMap<StoryContext, Set<string>>();
