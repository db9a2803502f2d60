import { gatheringOf } from '../world/days/gathering';
import type { DayReading } from './read-day';

/**
 * Things looked for outdoors said as a hunt or a hobby ("geocaching in the woods", "a fossil hunt on the beach", "hunting
 * for conkers", "looking for fossils"): the day of looking for them, told in the lines its table keeps true of them
 * (`world/days/seeking.ts`, `gathering.ts`), never the forest quest with an old map. Only things the tables know.
 */
const GEOCACHING = /^(?:going\s+|to go\s+|(?:a|an|our|my)\s+)?geo-?caching(?:\s+(?:trip|adventure|walk|hunt|day))?\b(.*)$/i;
const HUNT = /^(?:going\s+(?:on\s+)?)?(?:(?:a|an|the|our|my)\s+(?:big\s+|little\s+)?)?(\p{L}+)[ -]hunt(?:ing)?\b(.*)$/iu;
const LOOKING = /^(?:looking|hunting|searching)\s+for\s+(\p{L}+)\b(.*)$/iu;
/** What follows the hunt, kept as typed: a place or company ("in the woods", "with Grandpa"), never a second doing. */
const AFTER = /^(?:\s+(?:in|on|at|by|along|with|near|round|around|up)\s+[\p{L}'{} ]+)?$/u;

/** "with my scout group" is the hero's: "with {his} scout group". */
const own = (rest: string) => rest.replace(/\bmy\b/gi, '{his}');

const plural = (word: string) => (/s$/.test(word) ? word : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);

/** A hunt for the things on a list, out of doors: a feather, something red, a leaf bigger than a hand. */
const SCAVENGER = /^(?:going\s+on\s+)?(?:(?:a|an|the|our|my)\s+)?(?:scavenger|nature)\s+hunt\b(.*)$/i;

export function huntDayIn(text: string): DayReading | undefined {
  const typed = text.trim().replace(/[.!]+$/, '');
  const list = SCAVENGER.exec(typed);
  if (list && AFTER.test(list[1]!)) {
    const rest = own(list[1]!);
    return { doing: `going on a scavenger hunt${rest}`, todo: `go on a scavenger hunt${rest}`, did: `went on a scavenger hunt${rest}`, name: `the scavenger hunt${rest}`, kind: 'gathering', thing: { the: 'the scavenger list', plural: false } };
  }
  const geo = GEOCACHING.exec(typed);
  if (geo && AFTER.test(geo[1]!)) {
    const rest = own(geo[1]!);
    return { doing: `going geocaching${rest}`, todo: `go geocaching${rest}`, did: `went geocaching${rest}`, name: `the geocache hunt${rest}`, kind: 'gathering', thing: { the: 'the geocache', plural: false } };
  }
  const [, word = '', said = ''] = HUNT.exec(typed) ?? LOOKING.exec(typed) ?? [];
  const rest = own(said);
  const things = word && plural(word.toLowerCase());
  if (!things || !AFTER.test(rest) || !gatheringOf(`the ${things}`)) return undefined;
  return { doing: `looking for ${things}${rest}`, todo: `look for ${things}${rest}`, did: `looked for ${things}${rest}`, name: `the ${word.toLowerCase().replace(/s$/, '')} hunt${rest}`, kind: 'gathering', thing: { the: `the ${things}`, plural: true } };
}
