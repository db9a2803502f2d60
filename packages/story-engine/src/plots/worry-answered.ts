import type { StoryContext } from '../story/story-context';

/**
 * The worry the hero said on the first pages, as words to quote again ('"What if it falls?"', '"It's so big,"'): only the
 * hero's own (a little brother's "Ow, ow" on his teething day was never the hero's to look back on, round 18).
 */
export function heroWorryQuoted(ctx: StoryContext, worry: string): string | undefined {
  const speaker = /"[^"]*"\s*(?:said|asked|cried|whispered|sighed|wailed|shouted|called)\s+(\p{Lu}[\p{L}'-]*)/u.exec(worry)?.[1];
  if (speaker !== undefined && speaker !== ctx.hero.name) return undefined;
  // The worry's question where it has one: '"It's so dark out there," said Leila. "What if I can't see anything?"'.
  const said = [...worry.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.trim());
  const words = said.find((one) => one.endsWith('?')) ?? said[0];
  if (!words) return undefined;
  // "Everyone will look at me," is quoted again without the comma that led into the speaker.
  return /[?!]$/.test(words) ? `"${words}"` : `"${words.replace(/,$/, '')},"`;
}

/**
 * The last page answers the first (round 20, told books for six to eight; nine to twelve have `older-worry-recalled.ts`): the after-image, and then the worry the
 * hero said at the start, in the same words, met with a smile now. The same words mean something else at the end, as
 * a picture book's do. Not under six: the quote is a heavy line there, and fitting the band put a run of "Whee!" and "Wow!" beside it.
 * None on a sad day, whose worry is not one to smile at.
 */
export function worryAnswered(ctx: StoryContext, worry: string, tender: boolean): string | undefined {
  if (tender || ctx.age !== '6-8') return undefined;
  const quoted = heroWorryQuoted(ctx, worry);
  if (!quoted || !SMILED_AT.test(quoted) || REQUEST.test(quoted) || /[.!?…]\s|\.\.\./.test(quoted.slice(1, -2))) return undefined;
  const { name, he, his } = ctx.hero;
  const bare = quoted.replace(/,"$/, '"');
  return ctx.rng.fork('worry answered').pick([
    `${quoted} ${name} had said, at the very start. Now ${he} smiled at that.`,
    `${name} remembered saying ${bare}, and ${he} laughed.`,
    `${name} thought of ${his} own words at the start, ${bare}, and grinned.`,
  ]);
}

/** A worry to smile at afterwards: a question ("What if it falls?") or a thing too big, loud or dark ("It's so big"), never "I don't want to play". */
const SMILED_AT = /\?"$|^"It(?:'s| is) (?:so|too) /;
/** A question that asks for something ("Can I flip one?") is a wish, not a worry. */
const REQUEST = /^"(?:Can|May|Could) I\b/;
