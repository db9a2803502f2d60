import { possessive } from '../core/text';
import type { CastMember } from './cast-member';

/** The words that say someone is family, for a regular expression's alternatives. */
export const KIN_WORDS = 'brother|sister|twin|cousin|grandma|grandpa|granny|grandad|gran|nana|mum|mom|dad|aunt|auntie|uncle|baby|son|daughter';

/** "his", "her" or "their" before a kin word of a parent's trait ("her twin brother", "his older sister"). */
const KIN_BY_PRONOUN = new RegExp(`\\b(?:his|her|their)(?= (?:\\p{L}+ )?(?:${KIN_WORDS})\\b)`, 'giu');

/**
 * A parent's "her twin brother" on a list of traits means the hero's: said with the hero's name ("Chidi was
 * Ife's twin brother."), it is read as family wherever it stands, and the friend is never met as a "best friend".
 */
export function kinByName(member: CastMember, heroName: string): CastMember {
  const facts = member.facts.map((fact) => fact.replace(KIN_BY_PRONOUN, possessive(heroName)));
  return facts.some((fact, index) => fact !== member.facts[index]) ? { ...member, facts } : member;
}
