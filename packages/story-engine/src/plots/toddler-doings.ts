import type { StoryContext } from '../story/story-context';

/**
 * A catalogue line in which the hero reads or writes, for a listener of nought to two (round 17: the supermarket's list
 * read and ticked, a box labelled "in big wobbly letters", a book read in the dentist's waiting room): a child that young
 * does neither alone, so the grown-up reads with them or helps them write. A line that already names the grown-up, or
 * whose verbs would not agree with two people, is left as it is or told as looking.
 */
export function doneAsAToddler(ctx: Pick<StoryContext, 'age'>, line: string): string {
  if (ctx.age !== '0-2' || line.includes('{grownup}')) return line;
  return line
    .replace(/\{hero\} (could|tried to) read\b/g, '{hero} $1 look at')
    .replace(/\{hero\} wrote\b/g, '{grownup} helped {hero} write')
    .replace(/\{hero\} read\b(?=(.*))/g, (said, rest: string) => (ONE_DOER.test(rest) ? '{hero} looked at' : '{hero} and {grownup} read'));
}

/** A verb or word after the reading that says one person did it ("and was still on page two", "on her own"). */
const ONE_DOER = /\b(?:was|is|has|does|\{he\}|\{him\}self|on \{his\} own|out loud|aloud)\b/;
