import type { PlannedPage } from '../story/plan-pages';
import type { StoryContext } from '../story/story-context';
import type { CatalogueTheme } from '../world/catalogue';
import { fill } from './theme-story';
import { heroWorryQuoted } from './worry-answered';

/**
 * After the turn, a nine-to-twelve's thin page may carry the hero looking back at the worry in {his} own words, as the
 * book said it ("Everyone will look at me"): a thought only this book has, once a book, where the kinds' nameless lines
 * ("caught sight of her own face in a window") had been (round 16). Never before the turn, when the worry still stands,
 * nor on a sad day, whose worry is not one to smile at.
 */
export function worryRecalled(ctx: StoryContext, entry: CatalogueTheme, planned: readonly PlannedPage[], page: PlannedPage): string | undefined {
  if (entry.tender || (page.beat !== 'resolution' && page.beat !== 'closing') || recalled.has(ctx)) return undefined;
  const quoted = heroWorryQuoted(ctx, fill(ctx, entry.worry));
  const book = planned.map((one) => one.plan.core.join(' ')).join(' ');
  if (!quoted || !book.includes(quoted.slice(1, -1).replace(/,$/, ''))) return undefined;
  recalled.add(ctx);
  const { hero } = ctx;
  return ctx.rng.fork('worry recalled').pick([
    `${quoted} ${hero.name} had said, at the start of it all. It already seemed a long time ago.`,
    // Never "the same day": a theme may span a week or three days.
    `${hero.name} remembered saying ${quoted.replace(/,"$/, '"')}, and how sure ${hero.he} had been.`,
  ]);
}

const recalled = new WeakSet<StoryContext>();
