import type { StoryContext } from '../story/story-context';
import { splitWords } from '../core/readability';

/**
 * The hardest go that went wrong, measured against the first (round 20, told books): "Finn went on, all the same.", "did
 * not stop", "kept going", "tried again" closed the hardest try of four told books in ten (a census of the catalogue, one
 * book a theme), the same step said of every go, so the middle did not rise. The first go is named back, and this one
 * is said to be worse, and the hero is not done: the middle climbs, in this theme's own words.
 *
 * `first` is the first go as remembered, with how it went wrong ("the time he stepped onto the ice but his feet slid"), or undefined where it is no
 * doing of the hero's, went well, or is called back on a later page already.
 */
export function climbAfterHardest(ctx: StoryContext, first: string | undefined): string | undefined {
  // A board book's band has no room for a memory; past six a longer one is too much to carry in one line.
  if (ctx.age === '0-2' || first === undefined || !first.startsWith(`the time ${ctx.hero.he} `)) return undefined;
  if (splitWords(first).length > (ctx.age === '3-5' ? 15 : 20)) return undefined;
  const { name, was } = ctx.hero;
  return ctx.age === '3-5' ? `That was even worse than ${first}. But ${name} ${was} not done yet.` : `That was worse than ${first}. But ${name} ${was} not giving up now.`;
}
