import nlp from 'compromise';
import { escapeRegExp } from '../core/regex';
import { KNACK_KITS, type KnackKit } from '../world/knacks/knack-kits';

/**
 * The knack a skill's doing names (`world/knacks/knack-kits.ts`), read as a parent words it: first by what the doing is
 * done to ("ride {his} new scooter", "read a clock", "eat with a knife and fork"), then by its verb ("skateboard at the
 * park", "dive off the side", "tell the time"), then by any other noun in it ("do an ollie on {his} skateboard").
 */
export function knackOf(todo: string, thing?: string): KnackKit | undefined {
  const object = thing?.replace(/^(?:the|\{his\})\s+/, '');
  // A verb of three words or more says more than a thing ("go down the stairs" is the bump down, not the climb up).
  const found = byVerb(todo, 3) ?? (object ? byCompound(object) ?? byNoun(object.split(/\s+/)) : undefined) ?? byVerb(todo, 1, object) ?? byCompound(todo) ?? byNoun(nounsIn(todo));
  // "Kick a ball", "draw a horse", "write a book": a noun that names other doings too is this knack only with its own verb.
  return found?.doneBy && !found.doneBy.some((verb) => new RegExp(`^${verb}\\b`, 'i').test(todo)) ? undefined : found;
}

/** A word names a kit's noun as it is, or as its plural ("stairs", "buttons", "brushes"). */
const names = (word: string, noun: string) => word === noun || word === `${noun}s` || word === `${noun}es`;

function byNoun(words: readonly string[]): KnackKit | undefined {
  const lower = words.map((word) => word.toLowerCase().replace(/[^\p{L}]/gu, ''));
  return KNACK_KITS.find((kit) => kit.nouns.some((noun) => !noun.includes(' ') && lower.some((word) => names(word, noun))));
}

/** A kit's name of two words ("skipping rope", "hula hoop", "coat zip"), said anywhere in the doing. */
const byCompound = (text: string): KnackKit | undefined =>
  KNACK_KITS.find((kit) => kit.nouns.some((noun) => noun.includes(' ') && new RegExp(`\\b${escapeRegExp(noun)}s?\\b`, 'i').test(text)));

/** A kit a doing names by its verb, of at least `words` words: "go down the stairs", "roller skate", "dive"; a bare verb's only with no thing done to. */
const byVerb = (todo: string, words = 1, object?: string): KnackKit | undefined =>
  KNACK_KITS.find((kit) => !(kit.bare && object) && kit.verbs.some((verb) => verb.split(' ').length >= words && new RegExp(`^${escapeRegExp(verb)}(?:s|es)?\\b`, 'i').test(todo)));

/** The nouns compromise finds in a doing, the hero's marks aside. */
const nounsIn = (todo: string): string[] =>
  (nlp(todo.replace(/\{[a-z]+\}(?:self)?/g, 'the')).terms().json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>)
    .map((entry) => entry.terms[0]!)
    .filter((term) => term.tags.includes('Noun') && !term.tags.includes('Pronoun'))
    .map((term) => term.text);

export const knackKit = (id: string): KnackKit | undefined => KNACK_KITS.find((kit) => kit.id === id);

/**
 * A knack told with its own kit outranks a catalogue entry that only shares a word with the theme ("learning to
 * skateboard at the park" is no day at the playground, "learning to read a clock" no first reading book, "learning to do
 * cartwheels" no love of gymnastics); an entry that tells the knack whole (the first steps, the bike's stabilisers) keeps it.
 */
export const knackOutranks = (id: string, entry: { id: string } | undefined): boolean => !entry || !(knackKit(id)?.entries ?? []).includes(entry.id);
