import type { StoryContext } from '../story/story-context';
import { splitWords } from '../core/readability';

/**
 * The hardest go that went wrong, measured against the first (round 20, told books): "Finn went on, all the same.", "did
 * not stop", "kept going", "tried again" closed the hardest try of four told books in ten (a census of the catalogue, one
 * book a theme), the same step said of every go, so the middle did not rise. The first go is named back, and this one
 * is said to be worse, and the hero is not done: the middle climbs, in this theme's own words.
 *
 * `goal` is more of the day's own words the hardest go may share (the other go, the way found, the day's name).
 * `first` is the first go as remembered, with how it went wrong ("the time he stepped onto the ice but his feet slid"), or undefined where it is no
 * doing of the hero's, went well, or is called back on a later page already.
 */
export function climbAfterHardest(ctx: StoryContext, first: string | undefined, hardest: string, goal = ''): string | undefined {
  // A board book's band has no room for a memory; past six a longer one is too much to carry in one line.
  if (ctx.age === '0-2' || first === undefined || !first.startsWith(`the time ${ctx.hero.he} `)) return undefined;
  if (splitWords(first).length > (ctx.age === '3-5' ? 18 : 20) || !sameGoal(`${first} ${goal}`, hardest)) return undefined;
  const { name, was } = ctx.hero;
  return ctx.age === '3-5' ? `That was even worse than ${first}. But ${name} ${was} not done yet.` : `That was worse than ${first}. But ${name} ${was} not giving up now.`;
}

/** Words too common to say two goes were at the same thing. */
const COMMON = new Set(['that', 'this', 'with', 'from', 'into', 'onto', 'them', 'they', 'then', 'than', 'there', 'their', 'were', 'when', 'what', 'have', 'just', 'only', 'very', 'much', 'more', 'some', 'over', 'back', 'down', 'time', 'could', 'would', 'again', 'everyone', 'everything', 'nothing', 'because', 'before', 'after', 'still', 'came', 'went', 'made', 'tried', 'wanted', 'said', 'himself', 'herself', 'themselves']);
// Never a name, a slot ("{hero}") or a capital word: the same hero in both goes is no same goal.
const contentWords = (line: string) => new Set(splitWords(line.replace(/\{[^}]*\}/g, ' ')).filter((word) => !/^\p{Lu}/u.test(word)).map((word) => word.replace(/[^\p{L}]/gu, '').replace(/s$/, '')).filter((word) => word.length >= 4 && !COMMON.has(word)));

/**
 * Whether the two goes are at the same thing (the leaves, the lantern): a hardest go at something else ("wanted to eat a
 * whole mooncake" after the lantern's crumpled ear) is no worse go at it, and "worse than" read wrong there.
 */
function sameGoal(first: string, hardest: string): boolean {
  const words = contentWords(first);
  return [...contentWords(hardest)].some((word) => words.has(word));
}
