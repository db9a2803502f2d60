import { nlp } from './kin-tagged';

/**
 * Whether the object a doing was read with (`read-day.ts`) is a concrete thing — one the general day's pages can look at
 * together, get ready, drop or finish ("the bird feeder", "the recycling", "{his} bike") — rather than a word said, a
 * gesture, a game, a go or a stretch of time ("waving bye bye", "giving high fives", "blowing kisses", "having a go",
 * "voting day"). Held-out read 37 told "waving bye bye to daddy" as "looked at the bye together … waved the bye at last".
 * The tagger says what is no noun (an expression such as "bye" or "hello", a date or a duration such as "day"); the
 * nouns below it calls nouns name what is done, not a thing to hold.
 */
const DONE_NOT_HELD = new RegExp(String.raw`^(?:` + [
  // gestures and touches
  'kiss(?:es)?', 'hugs?', 'cuddles?', 'squeezes?', 'pats?', 'waves?', 'smiles?', 'winks?', 'nods?', 'fives?', 'thumbs', 'faces?', 'hands', 'raspberr(?:y|ies)', 'tickles?', 'claps?', 'bows?', 'curtsey?s?',
  // words said and sounds made
  'hellos?', 'goodbyes?', 'goodnights?', 'byes?', 'night', 'thanks', 'sorry', 'please', 'noises?', 'sounds?', 'songs?', 'tunes?', 'echo(?:es)?', 'shouts?', 'whistles?', 'giggles?', 'laughs?', 'jokes?', 'words?', 'names?', 'prayers?', 'wishes',
  // games and goes
  'peekaboo', 'tag', 'it', 'games?', 'go', 'goes', 'turns?', 'tries', 'try', 'races?', 'dances?', 'fun', 'fuss', 'mess', 'rest', 'naps?', 'break',
  // ways and times
  'round', 'way', 'time', 'times', 'day', 'days', 'night', 'week', 'morning', 'afternoon', 'evening', 'silence', 'minutes?', 'seconds?',
].join('|') + String.raw`)$`, 'i');

/** "the bye", "the fives", "the round and": a thing read off a doing's words that names nothing to hold. */
export function isConcreteThing(thing: string): boolean {
  const head = thing.replace(/[^\p{L}\s'-]/gu, ' ').trim().split(/\s+/).at(-1) ?? '';
  if (!head || DONE_NOT_HELD.test(head)) return false;
  const tags = (nlp(`the ${head}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>)[1]?.terms[0]?.tags ?? [];
  return tags.includes('Noun') && !tags.some((tag) => tag === 'Expression' || tag === 'Date' || tag === 'Duration' || tag === 'Pronoun' || tag === 'Adverb' || tag === 'Conjunction');
}
