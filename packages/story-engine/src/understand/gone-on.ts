import { nlp } from './kin-tagged';
import type { DayReading } from './read-day';

/** What is gone on, after "going": "on a bear hunt", "on a night walk", "on a bike ride along the canal". */
export const GONE_ON = /^on (?:an?|the|our|my) (?:[\p{L}-]+ ){0,2}(?:hunt|walk|hike|ride|ramble|trek|trail|adventure|picnic|expedition|safari|paddle|swim)\b/iu;

/** The same, said as a noun phrase with no verb: "a night walk with torches", "a bug hunt in the garden". */
// Not "an underwater adventure" (make-believe) nor "a ride on the steam train" (the catalogue's ride).
const NAMED_OUTING = /^(?:an?|our|my) (?:[\p{L}-]+ ){0,2}(?:hunt|walk|hike|ramble|trek|trail)\b/iu;

/**
 * "a night walk with torches" read as "going on a night walk with torches": a doing gone on, told in its own steps
 * (`plots/own-day-kit.ts`), never unread and left to a stock plot. A walk to a place ("a walk to the park") is the
 * outing's (`outingIn`), read before this.
 */
export function goneOn(text: string, doingIn: (text: string) => DayReading | undefined): DayReading | undefined {
  if (!NAMED_OUTING.test(text) || /^\S+ (?:treasure|scavenger) hunt\b/i.test(text)) return undefined;
  return doingIn(`going on ${text.replace(/^(?:our|my) /i, 'a ')}`);
}

/** -ing words that are only ever things: "a wedding", "the evening", "the ceiling". */
const ONLY_NOUNS = /^(?:wedding|morning|evening|ceiling|something|anything|nothing|everything|king|ring|spring|thing|pudding|icing|sibling|duckling|darling|earring|stuffing|lightning|awning)$/i;

/** A first word the tagger calls a noun or a describing word that is a verb's -ing ("polishing", "pressing", "playing"). */
export const gerundTaggedAsNoun = (word: string): boolean => /^\p{L}+ing$/u.test(word) && !ONLY_NOUNS.test(word) && nlp(`they are ${word.toLowerCase()} it`).has('#Gerund');

/**
 * A hunt gone on whose own words the entry does not name ("going on a lion hunt in the park": the park's
 * playground entry names the park, not the hunt) is the doing's, not the place's; "a bug hunt" stays the bugs'.
 */
export function goneOnOutranks(day: DayReading, entryWords: RegExp): boolean {
  const [, what] = /^going on (?:an?|the) (.+?)(?= (?:in|on|at|round|around|through|along|across|with|up|down|by) |$)/i.exec(day.doing) ?? [];
  // Only a hunt: a ride or a walk the catalogue tells at its place ("a donkey ride at the seaside") stays the place's.
  return what !== undefined && /\bhunt$/i.test(what) && !entryWords.test(what);
}
