import type { StoryContext } from '../story/story-context';
import type { CatalogueTheme } from '../world/catalogue';
import { spareJokeOf } from './comic-beats';
import { comicEntryOf } from './frame-jokes';
import { isOlderReader } from './older-theme';
import { olderAside, senseOf } from './theme-page-more';
import type { PlotShape } from './plot-shape';
import { entryAsSaid, fill } from './theme-story';
import { ownOlderOf } from '../world/catalogue/older-lines';

const noticed = new WeakMap<StoryContext, Set<string>>();

/** What the theme's own day lets a reader notice (`older-lines.ts` notices), for six to eight too where a pad would be: each once a book. */
function ownNotice(ctx: StoryContext, entry: CatalogueTheme): string | undefined {
  const notices = entry.asVariant ? undefined : ownOlderOf(entry)?.notices;
  const said = noticed.get(ctx) ?? new Set<string>();
  noticed.set(ctx, said);
  const line = (notices === undefined ? [] : typeof notices === 'string' ? [notices] : [...notices]).find((one) => !said.has(one));
  if (line === undefined) return undefined;
  said.add(line);
  return fill(ctx, line);
}

/**
 * The stock pad lines a long or medium book fills a page with when its own pages run out (round 17): a whisper by the
 * friend close, "You and me, Mummy!", "and an idea came", shared pancakes after, the first star, a picture of the day, a
 * thank-you with an "Any time", a grandparent's story of long ago, the parent who carried the heavy things. Each would fit
 * any day, and a parent notices the second time: read 37's long books carried three to six of them each. A book says at
 * most one, and only where it is true of the day; the page it frees takes the theme's own line (`ownLineFor`).
 */
export type PadKind = 'whisper' | 'cheer' | 'idea' | 'food' | 'sky' | 'drawing' | 'thanks' | 'long ago' | 'heavy';

const padOf = new WeakMap<StoryContext, PadKind>();

/** Whether the book may say this pad: it is the book's one (said now), or none has been said yet. */
export function takesPad(ctx: StoryContext, kind: PadKind): boolean {
  const said = padOf.get(ctx);
  if (said !== undefined) return false;
  padOf.set(ctx, kind);
  return true;
}

/** The catalogue theme (or frame's outing) a plot tells, whose own lines fill a freed page. */
export const entryOfPlot = (ctx: StoryContext, plot: Pick<PlotShape, 'id'>): CatalogueTheme | undefined => comicEntryOf(plot.id, ctx.themeText, ctx.age);

/**
 * The theme's own line for a page a pad would have said: a small true thing of the day to see, hear or feel, each once a
 * book, then for nine to twelve what an older reader notices, under nine a joke of the day's own; none when the theme has no more.
 */
export function ownLineFor(ctx: StoryContext, plot: Pick<PlotShape, 'id'>): string | undefined {
  const entry = entryOfPlot(ctx, plot);
  if (!entry) return undefined;
  // The day as told: a baby brother's teething day has none of the baby's own senses ("Mia's cheek felt warm against Mum's shoulder").
  const told = plot.id.startsWith('theme:') ? entryAsSaid(entry, ctx.themeText, ctx.notesText, ctx.age) : entry;
  const sense = senseOf(ctx, told);
  if (sense) return fill(ctx, sense);
  // What is noticed is the day as told too (read 44): a library book hunted for at home has no librarian finding any book
  // "without looking it up" on a page between the bed and the toy box.
  if (isOlderReader(ctx)) return olderAside(ctx, 'detail', told).map((line) => fill(ctx, line))[0];
  return spareJokeOf(ctx, entry) ?? (ctx.age === '6-8' ? ownNotice(ctx, told) : undefined);
}

/**
 * A pad page's lines: the pad where it is `true` of the day and the book's one pad is free, else the theme's own line
 * (with `keep`, lines of the page true anyway), else `otherwise` (a plain line true of any such day, never the untrue pad).
 * With `ownFirst` (a middle page), the theme's own line comes before the pad.
 */
export function padOrOwn(ctx: StoryContext, plot: Pick<PlotShape, 'id'>, kind: PadKind, choice: { true: boolean; pad: () => string[]; otherwise?: () => string[]; keep?: string[]; ownFirst?: boolean }): string[] {
  const own = () => {
    const line = ownLineFor(ctx, plot);
    return line === undefined ? undefined : [line, ...(choice.keep ?? [])];
  };
  if (choice.ownFirst) {
    const first = own();
    if (first) return first;
  }
  if (choice.true && takesPad(ctx, kind)) return choice.pad();
  const freed = choice.ownFirst ? undefined : own();
  if (freed) return freed;
  // Nothing of the theme's own is left: a plain line of the page's own, never a second pad, nor a page short of the length.
  return choice.otherwise?.() ?? [];
}

/** Food a day had, in its own words: only then is it shared afterwards (round 17: pancakes after finger painting). */
const FOOD = /\b(?:eat|eats|ate|eating|food|cakes?|cupcakes?|biscuits?|snacks?|lunch|dinner|teatime|breakfast|picnic|pancakes?|dumplings?|noodles|sandwich(?:es)?|ice creams?|feast|cookies?|buns?|soup|pizza|bread|fruit|sweets|chips|toast|apples?|strawberr(?:y|ies)|popcorn|hot chocolate|pie)\b/i;

export function dayHadFood(ctx: StoryContext, plot: Pick<PlotShape, 'id'>): boolean {
  const entry = entryOfPlot(ctx, plot);
  const words = [ctx.themeText ?? '', ...(entry ? [entry.name, entry.opening, ...entry.details].flat() : [])].join(' ');
  return FOOD.test(words);
}

/** A whisper is the speaker's own words of the day: a hint that says "she" or "he" of someone is no whisper to the hero (round 17: Grandpa whispered of himself as "she"). */
export const whispersTrue = (hint: string): boolean => !/\b(?:he|she|him|her|his|hers|herself|himself)\b/i.test(hint);

/** The idea page says an idea came only where the next page is one: a plan ("had an idea: …", "What if …"), not a deed. */
export const isAnIdea = (way: string): boolean => /\b(?:idea|plan|what if|maybe|thought of)\b|:/i.test(way) && !/\bhad an idea\b/i.test(way);
