import type { StoryContext } from './story-context';

/** A value the engine has no lesson for: what the hero cares about, on the first page and the last. */
interface Heartfelt {
  words: RegExp;
  opening(ctx: StoryContext): string;
  memory(ctx: StoryContext): string;
}

/**
 * "Family" and "love" are not things a plot can act out at its turn as kindness is, and "today was all
 * about family" read as the form it was filled in from: the hero cares about them instead.
 */
const HEARTFELT: readonly Heartfelt[] = [
  {
    words: /\bfamil(?:y|ies)\b/i,
    opening: (ctx) => `Nothing made ${ctx.hero.name} happier than a day with ${ctx.hero.his} family.`,
    memory: (ctx) => `${ctx.hero.name} could not wait to tell ${ctx.hero.his} family every bit of it.`,
  },
  {
    words: /\blov(?:e|ing)\b/i,
    opening: (ctx) => `${ctx.hero.name} had a heart so full of love that it sometimes spilled over into hugs.`,
    memory: (ctx) => `${ctx.hero.name} had even more love in ${ctx.hero.his} heart now, and plenty to give away.`,
  },
];

/** The heartfelt value a theme names, if it is one the engine has no lesson for. */
export function heartfeltIn(theme: string | undefined): Heartfelt | undefined {
  return theme === undefined ? undefined : HEARTFELT.find((value) => value.words.test(theme));
}
