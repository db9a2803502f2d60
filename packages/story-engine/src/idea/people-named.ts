import { MAX_CHARACTERS, type Character } from '@studio/contracts/stories';
import { readTheme } from '../understand/read-theme';

/** Grown-ups of the family a parent names in a theme or a note ("Grandpa's visit", "Mention grandma"), with how a page says them. */
const KIN: readonly { words: RegExp; name: string; pronoun: Character['pronoun']; grandparent?: true; inCast?: RegExp }[] = [
  { words: /\b(?:grandma|granny|nana|nanna|gran|grandmother)\b/i, name: 'Grandma', pronoun: 'she', grandparent: true, inCast: /\b(?:nani|nonna|abuela|oma|babcia|yiayia|halmeoni|lola|teta|bibi|dadi|nan)\b/i },
  { words: /\b(?:grandpa|grandad|granddad|grandfather)\b/i, name: 'Grandpa', pronoun: 'he', grandparent: true, inCast: /\b(?:nonno|abuelo|opa|dziadek|papou|harabeoji|lolo|jiddo|dada|pops)\b/i },
  { words: /\b(?:mum|mummy|mom|mommy|mother)\b/i, name: 'Mum', pronoun: 'she' },
  { words: /\b(?:dad|daddy|father)\b/i, name: 'Dad', pronoun: 'he' },
  { words: /\b(?:auntie|aunty|aunt)\b/i, name: 'Auntie', pronoun: 'she' },
  { words: /\buncle\b/i, name: 'Uncle', pronoun: 'he' },
];

/**
 * The cast with the family grown-ups the parent's theme and notes name and the cast does not have yet: a
 * note "Mention grandma" or a theme "Grandpa's visit" is a person on the pages, not a word the story drops.
 * Someone already in the cast by that word ("Grandma Rose", "Nonna" as a grandma is not guessed) is not added twice.
 */
export function withPeopleNamed(characters: readonly Character[], theme: string | undefined, notes: string | undefined): Character[] {
  // Someone missed is away: "missing daddy" is not a story with Dad on every page. A theme's own people are its visitors.
  const here = (text: string | undefined) => (text && !/\bmiss(?:es|ed|ing)?\b/i.test(text) ? text : '');
  // Nor is grandma in her hospital bed: a moment that belongs to someone else is where they are, not along for the day.
  const reading = readTheme(theme);
  const fromTheme = reading.kind === 'catalogue' && reading.entry.owner ? '' : here(theme);
  const fromNotes = here(notes);
  const missing = KIN.filter((kin) => (kin.words.test(fromNotes) || (kin.grandparent && kin.words.test(fromTheme))) && !characters.some((character) => [character.name, ...character.traits].some((said) => kin.words.test(said) || kin.inCast?.test(said))));
  const added = missing.map(({ name, pronoun }): Character => ({ name, kind: 'grown-up', pronoun, appearance: {}, traits: [] }));
  return [...characters, ...added.slice(0, Math.max(0, MAX_CHARACTERS - characters.length))];
}
