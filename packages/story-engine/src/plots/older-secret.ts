import type { StoryContext } from '../story/story-context';
import type { CatalogueTheme, Wording } from '../world/catalogue';
import { ownOlderOf } from '../world/catalogue/older-lines';

/**
 * The thing an older reader's hero keeps back and tells at the turn, only where the entry wrote one of its own that its
 * turn answers (round 13, held-out read 22): a kind's stock secret ("had planned the whole day in his head") told in
 * book after book set up nothing and paid nothing off, so a book without its own has neither the hint nor the telling.
 */
export const ownSecretOf = (entry: CatalogueTheme): Wording | undefined => ownOlderOf(entry)?.secret;

/** The hint that something is kept back, named for the theme and said one of several ways a book. */
export function secretHinted(ctx: StoryContext, entry: CatalogueTheme): string {
  const h = ctx.hero;
  return ctx.rng.fork(`secret hinted:${entry.id}:${h.name}`).pick([
    `There was something else about ${entry.name}, too, that ${h.name} had told nobody.`,
    `And there was one more thing about ${entry.name}, which ${h.name} was keeping to ${h.self}.`,
    `${h.name} had not said the worst of it, not to anyone.`,
    `What ${h.name} did not say, and had not said all week, sat underneath all of it.`,
  ]);
}
