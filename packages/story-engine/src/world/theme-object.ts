import { plainPhrase } from '../core/text';
import { isActivity } from '../understand/read-words';
import { isCarryable, toyOf } from './carryable';
import { VALUE_THEME } from './lessons';
import { occasionTheme } from './occasion-kind';

/** Themes about a time, a place, a feeling or an event (or a value: see `VALUE_THEME`): the story is about them, but nobody can lose or find one. */
const NOT_A_THING = /\b(?:snow|winter|summer|autumn|spring|rain|weather|birthday|party|surprise|garden|adventure|friends?|friendship|space|ocean|sea|day|night|holiday|christmas|school|rainbows?|journey|trip|dreams?|bedtime|family|kindness|sharing)\b/;
/** Words around the thing itself: "a lost kite" is about a kite. */
const AROUND = new Set(['a', 'an', 'the', 'my', 'our', 'lost', 'missing', 'favourite', 'favorite', 'special', 'new', 'old']);

/**
 * The thing a parent's theme names, for the story to be about: "a lost kite" → "kite", "dinosaurs" →
 * "toy dinosaur". Nothing when the theme is not a thing a child could carry, or is hard to say in the
 * singular.
 */
export function themeObject(theme: string | undefined): string | undefined {
  const phrase = plainPhrase(theme)?.toLowerCase();
  // An event ("a talent show") is a day to tell, not a thing to lose.
  if (!phrase || NOT_A_THING.test(phrase) || VALUE_THEME.test(phrase) || occasionTheme(phrase)) return undefined;
  // "recycling" and "going to the dentist" are things to do, not to hold ("trains" may read as a verb: it is still a noun here).
  if (isActivity(phrase)) return undefined;
  // "a haircut for our puppy" is a haircut, whoever it is for: the thing is the words before "for".
  const words = phrase.split(/\s+/).filter((word) => !AROUND.has(word)).join(' ').split(' for ')[0]!.split(' ');
  // Two things at once ("pirates and a lost island") are a world to picture, not one thing to lose.
  if (words.length === 0 || words.length > 3 || words.some((word) => !/^[a-z-]+$/.test(word) || word === 'and' || word === 'or')) return undefined;
  // "a box of crayons" is one thing, a box.
  if (words[1] === 'of' && words.length === 3) return isCarryable(words[0]!) ? words.join(' ') : undefined;
  const last = words.at(-1)!;
  // Only something a child can hold is carried, lost or given: "bath time" and "a power cut" are not.
  if (!/s$/.test(last) || /(?:ss|us|is)$/.test(last)) return isCarryable(words.join(' ')) ? words.join(' ') : undefined;
  // One plural word is a kind of toy: "dinosaurs" → "toy dinosaur", "puppies" → "toy puppy".
  // "toy robots" is one of them, a toy robot.
  return words.length === 1 || (words.length === 2 && words[0] === 'toy') ? toyOf(last) : undefined;
}
