import type { Character } from '@studio/contracts/stories';
import { countSyllables, splitWords } from '../core/readability';
import { moderateText } from '../moderation/moderate-text';
import { kinWords } from '../core/kin-words';

/** Short forms people actually use, where cutting the name after its first syllable would sound wrong. */
const KNOWN_SHORT_FORMS: Record<string, string> = {
  alexander: 'Alex', alexandra: 'Alex', alexandria: 'Lexi', anastasia: 'Ana', bartholomew: 'Bart', benjamin: 'Ben',
  christopher: 'Chris', elizabeth: 'Beth', evangeline: 'Evie', gabriella: 'Gabi', gabriel: 'Gabe', isabella: 'Bella',
  josephine: 'Jo', katerina: 'Kat', katherine: 'Kate', leonardo: 'Leo', matthias: 'Matt', maximilian: 'Max',
  nathaniel: 'Nat', montgomery: 'Monty', oluwaseun: 'Seun', penelope: 'Penny', samuel: 'Sam', sebastian: 'Seb', theodore: 'Theo',
  valentina: 'Val', wilhelmina: 'Mina', william: 'Will', victoria: 'Tori', olivia: 'Liv', amelia: 'Millie',
  jonathan: 'Jon', dominic: 'Dom', nicholas: 'Nick', frederick: 'Fred', anthony: 'Tony', abigail: 'Abby',
};

/**
 * Short words that read as ordinary English at the start of a sentence ("Will you come?"), or that a
 * name cut short happens to spell: a nickname must never be one of them.
 */
const ORDINARY_WORDS = new Set([
  'al', 'an', 'am', 'as', 'at', 'be', 'by', 'do', 'go', 'he', 'if', 'in', 'is', 'it', 'me', 'my', 'no', 'of', 'oh', 'on', 'or', 'so', 'to',
  'up', 'us', 'we', 'ale', 'and', 'are', 'art', 'bar', 'bat', 'bed', 'bet', 'big', 'bin', 'but', 'can', 'car', 'cat', 'con', 'cut', 'did', 'dim',
  'fan', 'far', 'fat', 'for', 'fun', 'gas', 'get', 'got', 'had', 'has', 'her', 'him', 'his', 'hop', 'hot', 'how', 'its', 'let', 'lit',
  'man', 'may', 'men', 'met', 'mod', 'nap', 'net', 'not', 'now', 'off', 'old', 'one', 'our', 'out', 'pan', 'pat', 'pen', 'pet', 'pin',
  'pit', 'pot', 'ran', 'rat', 'red', 'rob', 'rod', 'sad', 'sat', 'saw', 'she', 'sit', 'sun', 'tan', 'ten', 'the', 'tin', 'top', 'van',
  'was', 'wet', 'who', 'why', 'win', 'yes', 'yet', 'you', 'bill', 'mark', 'will', 'hope', 'grace', 'joy', 'rose', 'dawn', 'sky',
]);

/** Words a name may open with that say who someone is, not what they are called. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'sir', 'lady', 'lord', 'dame', 'madam', 'captain', 'professor', 'prof', 'auntie', 'aunty', 'aunt', 'uncle', 'princess', 'prince', 'queen', 'king', 'doctor', 'nurse', 'teacher', 'coach',
  // Family words said before a name ("Mama Zahra", "Mum Leila", "Nonno Gianni"): the family word is not her name.
  ...kinWords({ grownUp: true, formal: false }), 'cousin']);

/**
 * A short name for a long one ("Anastasia" → "Ana", "Maximilian" → "Max", "Isadora" → "Isa"): a known
 * short form, or else the name up to the end of its first syllable (with the next vowel when the name
 * opens on one). Only for a mouthful: four syllables or more, or three with a known short form ("Sofia"
 * stays Sofia). Undefined when no nickname reads as a name and stays clear of the rest of the cast
 * (`taken`: their names and nicknames).
 */
export function nicknameFor(name: string, taken: readonly string[]): string | undefined {
  const [title = '', ...named] = name.trim().split(/\s+/);
  // A title is not a name: "Mrs Okafor" is never "Mrs", and a pet "Sir Fluffington" is shortened from "Fluffington".
  const titled = TITLES.has(title.toLowerCase().replace(/\.$/, '')) && named.length > 0;
  const [first = '', ...rest] = titled ? named : [title, ...named];
  const syllables = (text: string) => splitWords(text).reduce((sum, word) => sum + countSyllables(word), 0);
  const known = KNOWN_SHORT_FORMS[first.toLowerCase()];
  if (syllables(titled ? first : name) < (known ? 3 : 4)) return undefined;
  const candidates = rest.length > 0 && syllables(first) <= 2 ? [first] : [known, firstSyllable(first)];
  const takenWords = new Set(taken.filter((other) => other !== name).flatMap((other) => other.toLowerCase().split(/\s+/)));
  return candidates.find(
    (candidate): candidate is string =>
      candidate !== undefined &&
      candidate.length >= 2 &&
      syllables(candidate) <= 2 &&
      !ORDINARY_WORDS.has(candidate.toLowerCase()) &&
      !takenWords.has(candidate.toLowerCase()) &&
      moderateText(candidate).safe,
  );
}

/** "Gwendolyn" → "Gwen", "Cassandra" → "Cass", "Isadora" → "Isa", "Evangelina" → "Eva". */
function firstSyllable(word: string): string | undefined {
  const match = /^([^aeiouy]*)([aeiouy]+)([^aeiouy]?)([aeiouy]*)/i.exec(word);
  if (!match) return undefined;
  const [, onset = '', vowels = '', consonant = '', nextVowels = ''] = match;
  const opensOnVowel = onset === '';
  const doubled = !opensOnVowel && consonant !== '' && word.charAt(match[0].length - nextVowels.length) === consonant ? consonant : '';
  const short = opensOnVowel ? `${vowels}${consonant}${nextVowels.charAt(0)}` : `${onset}${vowels}${consonant}${doubled}`;
  return short.charAt(0).toUpperCase() + short.slice(1).toLowerCase();
}

/** Full name → nickname, for every character whose name is a mouthful and has a clear short form. */
export function nicknamesOf(characters: readonly Character[]): Map<string, string> {
  const nicknames = new Map<string, string>();
  const names = characters.map((character) => character.name.trim());
  for (const name of names) {
    const nickname = nicknameFor(name, [...names, ...nicknames.values()]);
    if (nickname) nicknames.set(name, nickname);
  }
  return nicknames;
}
