import type { CastMember } from '../cast/cast-member';
import type { StoryContext } from '../story/story-context';

/** A fact that says a child of the cast is the hero's big brother or sister: "Rose was Alfie's big sister." */
const BIG_SIBLING = /\b(?:big|older|eldest|oldest|grown-up) (?:sister|brother|sis|bro)\b/i;

/**
 * The big brother or sister the parent put in the cast, who takes a grown-up's lines when the cast has no grown-up: a
 * hero of three or more jumping in the leaves with a big sister is with her, not with a Dad nobody asked for (held-out
 * read 40: "Dad was with him", "Dad helped with the big rake" beside Maya). A baby is looked after by a grown-up.
 */
export function bigSiblingAlong(ctx: StoryContext): CastMember | undefined {
  if (ctx.age === '0-2' || ctx.cast.some((member) => member.kit.person === 'grown-up')) return undefined;
  return ctx.cast.find((member) => member !== ctx.hero && member.kit.person === 'child' && member.facts.some((fact) => BIG_SIBLING.test(fact)));
}
