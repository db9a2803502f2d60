import type { CastMember } from '../cast/cast-member';
import { familyOfWord, isOfFamily } from '../cast/family-words';
import type { StoryContext } from '../story/story-context';

/** "granny is coming to stay", "nanny arrives on Friday", "a visit from grandpa": someone the theme says comes to the hero. */
const COMING = /\b(\p{L}+)(?:['’]s)? (?:is |are )?(?:coming|comes|came|arriv(?:es|ing|ed)|visiting)\b|\bvisit from (?:my |his |her |our )?(\p{L}+)/iu;

/**
 * The line that meets a grown-up the theme says is coming ("Granny arrived, with a big hug for Ivy."), so the one
 * arriving is not "there with her" on the page before the train comes in. Undefined for anyone else.
 */
export function arrivingGuestLine(ctx: StoryContext, pal: CastMember): string | undefined {
  if (!isArrivingGuest(ctx, pal)) return undefined;
  return ctx.one(`${pal.name} arrived, with a big hug for ${ctx.hero.name}.`, `At last ${pal.name} was at the door, and ${ctx.hero.name} ran to say hello.`);
}

/** Whether the theme says this grown-up of the family is the one coming ("granny is coming to stay": Granny). */
export function isArrivingGuest(ctx: StoryContext, member: CastMember): boolean {
  const said = COMING.exec(ctx.themeText ?? '');
  const word = (said?.[1] ?? said?.[2])?.toLowerCase();
  const family = word ? familyOfWord(word) : undefined;
  return family !== undefined && isOfFamily(member, family);
}
