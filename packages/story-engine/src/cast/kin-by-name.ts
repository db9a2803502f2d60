import { possessive } from '../core/text';
import type { CastMember } from './cast-member';

/** The words that say someone is family, for a regular expression's alternatives. */
export const KIN_WORDS = 'brother|sister|twin|cousin|grandma|grandpa|granny|grandad|gran|nana|mum|mom|dad|aunt|auntie|aunty|uncle|baby|son|daughter|stepdad|stepmum|stepmom|stepfather|stepmother|stepbrother|stepsister|godmother|godfather|godparent';

/** Words that say whose someone is without making them family: the hero's childminder, nanny, babysitter or neighbour. */
const CARER_WORDS = 'childminder|nanny|babysitter|au pair|neighbour|neighbor';

/** Kin and carer words: whose someone is ("Ava's stepdad", "Ava's childminder"). */
export const RELATIVE_WORDS = `${KIN_WORDS}|${CARER_WORDS}`;

/** "his", "her" or "their" before a kin word of a parent's trait ("her twin brother", "his older sister"). */
const KIN_BY_PRONOUN = new RegExp(`\\b(?:his|her|their)(?= (?:\\p{L}+ )?(?:${RELATIVE_WORDS})\\b)`, 'giu');

/** "Marco was a stepdad.", "Tom was the little brother.": a kin word said of nobody, which is the hero's. */
const KIN_OF_NOBODY = new RegExp(`( was )(?:a|an|the) ((?:\\p{L}+ )?(?:${RELATIVE_WORDS}))\\.$`, 'iu');

/**
 * A parent's "her twin brother" or a bare "stepdad" on a list of traits means the hero's: said with the hero's name
 * ("Chidi was Ife's twin brother.", "Marco was Ava's stepdad."), it is read as family wherever it stands, and the friend
 * is never met as a "best friend".
 */
export function kinByName(member: CastMember, heroName: string): CastMember {
  const facts = member.facts.map((fact) => fact.replace(KIN_BY_PRONOUN, possessive(heroName)).replace(KIN_OF_NOBODY, `$1${possessive(heroName)} $2.`));
  return facts.some((fact, index) => fact !== member.facts[index]) ? { ...member, facts } : member;
}
