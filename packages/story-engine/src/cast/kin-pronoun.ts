import type { Pronoun } from '@studio/contracts/stories';
import type { CastMember } from './cast-member';

/** Kin words of a woman or girl, and of a man or boy; anyone else (a cousin, a friend) is "they". */
const HERS = /^(?:grandma|gran|granny|grandmother|nana|nanna|nanny|nan|nani|dadi|nonna|abuela|oma|babcia|yiayia|lola|teta|bibi|mum|mummy|mom|mommy|mama|mother|stepmum|mam|mammy|mami|maman|amma|ammi|umma|ima|auntie|aunty|aunt|sister|sis|stepsister|daughter|niece)$/;
const HIS = /^(?:grandpa|grandad|granddad|grandfather|grampy|grandpop|granda|nonno|abuelo|opa|dziadek|papou|lolo|jiddo|dad|daddy|papa|father|stepdad|baba|abba|appa|abbu|tata|papi|uncle|brother|bro|stepbrother|son|nephew)$/;

/** The pronoun a kin word is said with: "nonna" she, "uncle" he, "cousin" they. */
export function kinPronoun(word: string): Pronoun {
  const kin = word.trim().toLowerCase();
  return HERS.test(kin) ? 'she' : HIS.test(kin) ? 'he' : 'they';
}

const POSSESSIVE: Readonly<Record<Pronoun, string>> = { she: 'her', he: 'his', they: 'their' };

/**
 * The possessive of the one a moment belongs to ({whohis}): "where Mam could see it from her chair", never the hero's
 * "his". The cast member of that name, when the parent gave one, else the kin word's own.
 */
export function ownerHis(who: string, word: string, cast: readonly Pick<CastMember, 'name' | 'his'>[]): string {
  return cast.find((one) => one.name === who)?.his ?? POSSESSIVE[kinPronoun(word)];
}

/** The pronoun of the one a moment belongs to ({whohe}): "she might forget the words" of Nana, "he" of Grandad. */
export function ownerHe(who: string, word: string, cast: readonly Pick<CastMember, 'name' | 'he'>[]): string {
  return cast.find((one) => one.name === who)?.he ?? kinPronoun(word);
}
