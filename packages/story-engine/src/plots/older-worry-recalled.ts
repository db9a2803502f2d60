import type { PlannedPage } from '../story/plan-pages';
import type { StoryContext } from '../story/story-context';
import type { CatalogueTheme } from '../world/catalogue';
import { fill } from './theme-story';

/**
 * After the turn, a nine-to-twelve's thin page may carry the hero looking back at the worry in {his} own words, as the
 * book said it ("Everyone will look at me"): a thought only this book has, once a book, where the kinds' nameless lines
 * ("caught sight of her own face in a window") had been (round 16). Never before the turn, when the worry still stands,
 * nor on a sad day, whose worry is not one to smile at.
 */
export function worryRecalled(ctx: StoryContext, entry: CatalogueTheme, planned: readonly PlannedPage[], page: PlannedPage): string | undefined {
  if (entry.tender || (page.beat !== 'resolution' && page.beat !== 'closing') || recalled.has(ctx)) return undefined;
  const worry = fill(ctx, entry.worry);
  // Only the hero's own words: a little brother's "Ow, ow" on his teething day was never the hero's to look back on (round 18).
  const speaker = /"[^"]*"\s*(?:said|asked|cried|whispered|sighed|wailed|shouted|called)\s+(\p{Lu}[\p{L}'-]*)/u.exec(worry)?.[1];
  if (speaker !== undefined && speaker !== ctx.hero.name) return undefined;
  const words = worry.match(/"([^"]+)"/)?.[1]?.trim();
  const book = planned.map((one) => one.plan.core.join(' ')).join(' ');
  if (!words || !book.includes(words)) return undefined;
  recalled.add(ctx);
  const { hero } = ctx;
  // "Everyone will look at me," becomes the said words again, without the comma that led into the speaker.
  const quoted = /[?!]$/.test(words) ? `"${words}"` : `"${words.replace(/,$/, '')},"`;
  return ctx.rng.fork('worry recalled').pick([
    `${quoted} ${hero.name} had said, at the start of it all. It already seemed a long time ago.`,
    // Never "the same day": a theme may span a week or three days.
    `${hero.name} remembered saying ${quoted.replace(/,"$/, '"')}, and how sure ${hero.he} had been.`,
  ]);
}

const recalled = new WeakSet<StoryContext>();
