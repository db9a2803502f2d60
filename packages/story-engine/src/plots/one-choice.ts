import type { StoryContext } from '../story/story-context';

/**
 * One choice a book (read 44): a 9-12 book told its small choice ("Noah could correct Grandpa or just go along gently,
 * and he chose to go along gently.") and two pages on its turn's decision, the same choice in other words ("Noah could
 * keep correcting Grandpa, or meet Grandpa where Grandpa was."). A second choice is told only where it is another one,
 * with its own cost (the bus book or the dragon book, then orders or play).
 */
const choicesTold = new WeakMap<StoryContext, string[]>();

/** Records a choice told on a page of this book. */
export function choiceTold(ctx: StoryContext, line: string): void {
  choicesTold.set(ctx, [...(choicesTold.get(ctx) ?? []), line]);
}

/** The line that already put this choice to the hero in the book, in any words, if one did. */
export function choiceAlreadyTold(ctx: StoryContext, line: string): string | undefined {
  const names = new Set([ctx.hero, ctx.pal, ...ctx.cast].map((member) => member.name.toLowerCase()));
  const own = optionStems(line, names);
  return (choicesTold.get(ctx) ?? []).find((told) => [...optionStems(told, names)].some((stem) => own.has(stem)));
}

/**
 * At the turn, the choice made already, kept to: "Noah had chosen to go along gently, and now he meant it all the way."
 * A choice told some other way than "chose to …" leaves the turn to its deed.
 */
export function choiceKept(ctx: StoryContext, told: string): string[] {
  const chosen = /\bchose to ([^.;!?]+)/.exec(told)?.[1];
  const { hero } = ctx;
  return chosen ? [`${hero.name} had chosen to ${chosen}, and now ${hero.he} meant it all the way.`] : [];
}

/** The words a choice's two ways are said in ("correct", "along", "gentl"), as rough stems: never a name or a small word. */
function optionStems(line: string, names: ReadonlySet<string>): Set<string> {
  const options = /\bcould\s+([^.!?]+)/i.exec(line)?.[1] ?? '';
  const words = options.toLowerCase().match(/\p{L}+/gu) ?? [];
  return new Set(words.filter((word) => word.length > 3 && !names.has(word) && !SMALL.has(word)).map(stemOf));
}

const stemOf = (word: string) => word.replace(/(?:ing|ed|es|s|e|ly)$/, '');

/** Words any choice is said with ("keep doing this, or just do that"): they make no two choices the same. */
const SMALL: ReadonlySet<string> = new Set(['keep', 'just', 'that', 'this', 'then', 'there', 'where', 'what', 'with', 'from', 'them', 'they', 'their', 'into', 'onto', 'have', 'make', 'take', 'stay', 'instead', 'properly', 'chose', 'choose', 'decided', 'could', 'would', 'something', 'thing', 'things', 'himself', 'herself', 'themself', 'themselves', 'while', 'again', 'more', 'risk', 'looking', 'silly', 'wrong', 'right', 'first', 'else', 'other', 'anyway']);
