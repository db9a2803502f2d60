import type { StoryContext } from './story-context';

/**
 * Whether a sentence still names something particular to this story: a character, or a place, creature
 * or thing picked for it from several. "She laughed." or "Splat went the honey cakes!" (every castle
 * party has honey cakes) reads the same in many stories; rewrites that would leave a sentence that bare
 * (a pronoun for the only name in it, a split) are not made, which keeps stories apart.
 */
export function distinctiveIn(ctx: StoryContext): (sentence: string) => boolean {
  const particulars = [...ctx.cast.map((member) => member.name), ctx.treasure, ctx.critter, ...ctx.set.landmarks, ctx.set.darkPlace, ...ctx.set.creatures];
  return (sentence) => particulars.some((particular) => sentence.includes(particular));
}
