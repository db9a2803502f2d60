import { isThemeSubject } from '../cast/theme-subject';
import { isRealAnimal } from '../story/baby-voice';
import { olderAnimalsQuiet } from '../story/older-animals';
import type { StoryContext } from '../story/story-context';

/**
 * Who the one beside the hero is to the day, for the lines a friend says: a friend (or a grown-up who came along); the
 * one the day is about ("Grandpa keeps forgetting things": Grandpa); the little one the hero minds (babysitting); a
 * baby; or, for a reader of nine to twelve, a real animal, which does not talk. Read 44 gave "'You don't have to say
 * anything,' said Grandpa" to the grandpa the book was about, "'I'll wait right here … I've brought a book'" and the
 * bedtime story read with the names muddled to the little brother being minded, and "Rocket opened her mouth to say
 * something helpful" to a dog.
 */
export type PalRole = 'friend' | 'subject' | 'charge' | 'baby' | 'animal';

type Reading = Pick<StoryContext, 'pal' | 'themeText' | 'notesText' | 'upstairs' | 'age'>;

export function palRole(ctx: Reading): PalRole {
  const { pal } = ctx;
  if (pal.baby) return 'baby';
  if (ctx.upstairs !== undefined) return 'charge';
  if (pal.isNamed && isThemeSubject(pal, ctx.themeText)) return 'subject';
  if (isRealAnimal(pal) && olderAnimalsQuiet({ age_group: ctx.age, theme: ctx.themeText, notes: ctx.notesText })) return 'animal';
  return 'friend';
}

/** Whether the one beside the hero may say a friend's stock lines (a quip, a word of company, a joke at their own expense). */
export const palSpeaksAsFriend = (ctx: Reading): boolean => palRole(ctx) === 'friend';
