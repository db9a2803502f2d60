import { themeWeight } from '../understand/read-weight';
import { MAX_CHARACTERS, type Character } from '@studio/contracts/stories';
import { readTheme } from '../understand/read-theme';
import { missedWhileIll } from '../understand/read-missed';
import { heroIndexOf } from '../cast/cast-member';
import { possessive } from '../core/text';
import { AWAY, readNotes } from '../understand/read-notes';
import { noteHeroOf } from '../cast/note-hero';
import { readCharacterRequest } from './read-characters';
import { peopleNamedInTheme } from './theme-people';
import { withNameAfter } from '../cast/kin-with-name';
import { companyIn } from '../understand/read-company';
import { kinPattern, type KinFilter } from '../core/kin-words';

/** Someone of the family by any of their words, as typed in a cast or a theme. */
const kinNamed = (filter: KinFilter, also: readonly string[] = []) => new RegExp(`\\b${kinPattern(filter, also)}\\b`, 'i');

/** Grown-ups of the family a parent names in a theme or a note ("Grandpa's visit", "Mention grandma", "at grandmas house" typed without its apostrophe), with how a page says them. */
const KIN: readonly { words: RegExp; name: string; pronoun: Character['pronoun']; grandparent?: true; inCast?: RegExp }[] = [
  { words: /\b(?:grandma|granny|nana|nanna|nanny|nan|gran|grandmother)s?\b/i, name: 'Grandma', pronoun: 'she', grandparent: true, inCast: kinNamed({ relation: 'grandparent', he: 'she' }) },
  { words: /\b(?:grandpa|grandad|granddad|grandfather)s?\b/i, name: 'Grandpa', pronoun: 'he', grandparent: true, inCast: kinNamed({ relation: 'grandparent', he: 'he' }, ['pops']) },
  { words: /\b(?:mum|mummy|mom|mommy|mother)\b/i, name: 'Mum', pronoun: 'she', inCast: kinNamed({ relation: 'parent', he: 'she', step: false }) },
  { words: /\b(?:dad|daddy|father)\b/i, name: 'Dad', pronoun: 'he', inCast: kinNamed({ relation: 'parent', he: 'he', step: false }) },
  { words: /\b(?:auntie|aunty|aunt)\b/i, name: 'Auntie', pronoun: 'she', inCast: kinNamed({ relation: 'aunt-uncle', he: 'she' }) },
  { words: /\buncle\b/i, name: 'Uncle', pronoun: 'he' },
];

/** "without grandad", "without my dad": someone the day is spent without. */
const WITHOUT = /\bwithout\s+(?:(?:my|our|his|her|their|the)\s+)?\p{L}+/giu;

/**
 * The cast with the family grown-ups the parent's theme and notes name and the cast does not have yet: a
 * note "Mention grandma", a theme "Grandpa's visit" or the one a day is spent with ("going fishing with dad") is a
 * person on the pages, not a word the story drops.
 * Someone already in the cast by that word ("Grandma Rose", "Nonna" as a grandma is not guessed) is not added twice.
 */
export function withPeopleNamed(characters: readonly Character[], theme: string | undefined, notes: string | undefined): Character[] {
  // Someone missed is away: "missing daddy" is not a story with Dad on every page. A theme's own people are its visitors.
  // Nor is one the theme is without ("our first Christmas without grandad").
  const here = (text: string | undefined) => (text && !/\bmiss(?:es|ed|ing)?\b/i.test(text) ? text.replace(WITHOUT, ' ') : '');
  // Nor is grandma in her hospital bed: a moment that belongs to someone else is where they are, not along for the day.
  const reading = readTheme(theme);
  // So is one the theme says is ill or gone when no entry tells it ("grandpa in a care home", "mum has cancer").
  const weight = themeWeight(theme);
  // So is one whose day an illness takes away ("can't go to nannys wedding"): Nanny is at her wedding (`read-missed.ts`).
  const fromTheme = (reading.kind === 'catalogue' && reading.entry.owner) || weight === 'illness' || weight === 'loss' || missedWhileIll(theme ?? '') ? '' : here(theme);
  // A grown-up the notes say is away ("her dad is in the army") is a fact on a page (`readNotes`), not one of the cast.
  const fromNotes = here((notes ?? '').split(/(?<=[.!?;])\s+|\n+/).filter((sentence) => !AWAY.test(sentence)).join(' '));
  // The one the theme spends the day with ("fishing with dad") goes along, as a grandparent the theme names does; on a day
  // the catalogue does not place, unless the cast has a grown-up to do it already ("with Uncle Raj" is Uncle Raj).
  const company = companyIn(fromTheme) ?? '';
  const along = reading.kind === 'day' && !characters.some((character) => character.kind === 'grown-up') ? reading.day.with ?? '' : '';
  // A family's own word ("with nonna", "with Abba") is theirs too, and the name the page gives them.
  const ownWord = (kin: (typeof KIN)[number]) => [company, along].find((said) => said !== '' && !kin.words.test(said) && kin.inCast?.test(said) === true);
  // The grown-up whose news the theme is ("daddy lost his job") is one of the family on the pages (`plots/the-change.ts`).
  const news = reading.kind === 'change' && reading.change.subject.grownUp ? fromTheme : '';
  const missing = KIN.filter((kin) => (kin.words.test(fromNotes) || kin.words.test(news) || (kin.grandparent && kin.words.test(fromTheme)) || kin.words.test(company) || kin.words.test(along) || ownWord(kin) !== undefined) && !characters.some((character) => [character.name, ...character.traits].some((said) => kin.words.test(said) || kin.inCast?.test(said))));
  const added = missing.map((kin): Character => {
    const own = ownWord(kin);
    const typed = kinWordTyped(kin.words, [company, along, fromTheme, fromNotes]) ?? own;
    const name = kin.words.test(along) && /\s/.test(along) ? along : typed ? `${typed.charAt(0).toUpperCase()}${typed.slice(1).toLowerCase()}` : kin.name;
    // "great-grandma's 100th birthday" is Great Grandma's, a generation older than Grandma (spaced, so she is of the grandmas by word);
    // a family word with a name after it keeps both ("with uncle Raj": Uncle Raj).
    const great = typed && !/\s/.test(name) && new RegExp(`\\bgreat[- ]?${typed}`, 'i').test(fromTheme) ? `Great ${name}` : withNameAfter(name, [fromTheme, fromNotes]);
    return { name: great, kind: 'grown-up', pronoun: kin.pronoun, appearance: {}, traits: [] };
  });
  const withKin = [...characters, ...added.slice(0, Math.max(0, MAX_CHARACTERS - characters.length))];
  // The friend or teacher the theme names by name ("her friend Tom comes to play") is one of the cast as well.
  const withNamed = [...withKin, ...peopleNamedInTheme(theme, withKin)];
  return [...withNamed, ...newcomersIn(notes, withNamed)].slice(0, Math.max(MAX_CHARACTERS, characters.length));
}

/**
 * The family's own word for them as the parent typed it ("with nana", "with daddy", "grandad"): the name on the page, as
 * the child calls them. A formal word ("mother", "grandfather") is not what a child says, and gives the usual name.
 */
function kinWordTyped(words: RegExp, said: readonly string[]): string | undefined {
  const typed = said.map((text) => text.match(words)?.[0]).find((word) => word !== undefined);
  const word = typed?.replace(/['’]?s$/i, '');
  return word && !/(?:mother|father)$/i.test(word) ? word : undefined;
}

/**
 * A pet or a person the notes name ("we have a new puppy called Biscuit", "her little brother Sam is two"), as one of
 * the cast, a brother kept a brother ("Sam was Isla's little brother."); someone of that name already there is not
 * added twice.
 */
function newcomersIn(notes: string | undefined, cast: readonly Character[]): Character[] {
  const hero = cast[heroIndexOf(cast)];
  if (!hero || !notes) return [];
  const added: Character[] = [];
  for (const { request } of readNotes(notes, noteHeroOf(cast) ?? { name: hero.name, pronoun: hero.pronoun }).newcomers) {
    const read = readCharacterRequest(`add a ${request}`);
    if (!read || [...cast, ...added].some((member) => member.name.toLowerCase() === read.character.name.toLowerCase())) continue;
    const relation = read.relation ? [`${possessive(hero.name)} ${read.relation}`.slice(0, 30)] : [];
    added.push({ ...read.character, traits: [...read.character.traits.filter((trait) => !read.relation?.includes(trait) && !/^new$/i.test(trait)), ...relation] });
  }
  return added;
}
