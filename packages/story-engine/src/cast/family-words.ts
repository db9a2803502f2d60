import { readMoment } from '../understand/read-moment';
import { catalogueThemeIn } from '../world/catalogue';

/** Family words of one person, so a cast's "Nani Asha" is the grandma a theme names. */
export const FAMILIES: readonly RegExp[] = [
  /^(?:grandma|gran|granny|grandmother|nana|nanna|nanny|nan|nani|dadi|nonna|abuela|oma|babcia|yiayia|lola|teta|bibi)$/,
  /^(?:grandpa|grandad|granddad|grandfather|nonno|abuelo|opa|dziadek|papou|lolo|jiddo)$/,
  /^(?:mum|mummy|mom|mommy|mama|mother|stepmum|mam|mami|maman|amma|ammi|umma|ima)$/,
  /^(?:dad|daddy|papa|father|stepdad|baba|abba|appa|abbu|tata|papi)$/,
  /^(?:auntie|aunty|aunt)$/,
  /^uncle$/,
];

/** The family words of one kin word ("grandpa": grandpa, nonno, opa…), if it is a grown-up's. */
export const familyOfWord = (word: string): RegExp | undefined => FAMILIES.find((words) => words.test(word));

/** Whether someone is of one family word by name: "Nani Asha" of the grandmas, "Baba" of the dads. */
export const isOfFamily = (member: { name: string }, family: RegExp): boolean => member.name.toLowerCase().split(/\s+/).some((part) => family.test(part));

/** The family words a child says for the formal ones a theme may use. */
export const EVERYDAY: Readonly<Record<string, string>> = { mother: 'mum', father: 'dad', grandmother: 'grandma', grandfather: 'grandpa', aunt: 'auntie' };

/** The family word a moment belongs to: the one the theme gives it to ("when dad broke his leg"), else the entry's usual owner. */
export const ownerWordOf = (themeText: string | undefined): string => readMoment(themeText).owner ?? catalogueThemeIn(themeText)?.owner ?? 'grandma';
