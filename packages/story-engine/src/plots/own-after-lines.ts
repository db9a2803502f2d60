import type { StoryContext } from '../story/story-context';

/**
 * The day's own win, said once more on a long book's page after it (round 16b): the drawing and the telling at home were
 * "In the picture, Dad was smiling too." and "He told the whole family all about it. Everyone listened." in every book,
 * whatever the day. The picture or the telling names what came right ("In the picture, the kite flew high over the hill"),
 * once a book: the second of those pages keeps its plain line, so the win is not said three times.
 */
const told = new WeakMap<StoryContext, true>();

/** Whether a page after the win has named it already (the drawing or the telling): a later page need not say it again. */
export const winToldAfter = (ctx: StoryContext): boolean => named.has(ctx);
const named = new WeakSet<StoryContext>();

function takeTheWin(ctx: StoryContext): boolean {
  if (told.has(ctx)) return false;
  told.set(ctx, true);
  return true;
}

/** "In the picture, the kite flew high over the hill.", the first time a book asks; else none. */
export function pictureOfTheWin(ctx: StoryContext, win: string): string | undefined {
  // "In the picture, it was the best week of stories" draws no picture: a win that is a thing or a person drawn only.
  if (/^(?:it|that|this|there)\b/i.test(win)) return undefined;
  if (!takeTheWin(ctx)) return undefined;
  named.add(ctx);
  return `In the picture, ${win}.`;
}

/** "Ivy told the whole family how she had caught a fish.", the first time a book asks; else none. */
export function toldHowItWent(ctx: StoryContext, win: string, atHome: string): string | undefined {
  if (!takeTheWin(ctx)) return undefined;
  // "told the family how Ivy had caught a fish" names her twice in one breath: the second is "she".
  named.add(ctx);
  const clause = win.startsWith(`${ctx.hero.name} `) ? `${ctx.hero.he} ${win.slice(ctx.hero.name.length + 1)}` : win;
  return `${atHome}${ctx.hero.name} told the whole family how ${clause}.`;
}

