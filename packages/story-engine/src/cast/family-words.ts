import { readMoment } from '../understand/read-moment';
import { catalogueThemeIn } from '../world/catalogue';
import { KIN, kinPattern, kinWord } from '../core/kin-words';
import { capitalize } from '../core/text';

/** Family words of one person, so a cast's "Nani Asha" is the grandma a theme names. */
export const FAMILIES: readonly RegExp[] = [
  ...([['grandparent', 'she'], ['grandparent', 'he'], ['parent', 'she'], ['parent', 'he'], ['aunt-uncle', 'she'], ['aunt-uncle', 'he']] as const)
    .map(([relation, he]) => new RegExp(`^${kinPattern({ relation, he, step: false })}$`)),
  // A step-parent is a family of their own words: "my stepmum's birthday" is Stepmum's, never the Mum of the cast.
  ...(['she', 'he'] as const).map((he) => new RegExp(`^${kinPattern({ relation: 'parent', he, step: 'only' })}$`)),
];

/** The family words of one kin word ("grandpa": grandpa, nonno, opa…), if it is a grown-up's. */
export const familyOfWord = (word: string): RegExp | undefined => FAMILIES.find((words) => words.test(word));

/** Whether someone is of one family word by name: "Nani Asha" of the grandmas, "Baba" of the dads. */
export const isOfFamily = (member: { name: string }, family: RegExp): boolean => member.name.toLowerCase().split(/\s+/).some((part) => family.test(part));

/** The family words a child says for the formal ones a theme may use. */
export const EVERYDAY: Readonly<Record<string, string>> = { ...Object.fromEntries(KIN.flatMap((kin) => (kin.everyday ? [[kin.word, kin.everyday]] : []))), aunt: 'auntie' };

/**
 * A kin word as the pages call one the cast has nobody for: the everyday word as a child says it, as a name ("Grandma",
 * "Auntie"); a step-parent, whom no child calls "Stepdad", is "her stepdad" (held-out read 40: "Stepdad smiled").
 */
export const kinAsCalled = (word: string, his: string): string => (kinWord(word)?.step ? `${his} ${word.toLowerCase()}` : capitalize(EVERYDAY[word] ?? word));

/** The family word a moment belongs to: the one the theme gives it to ("when dad broke his leg"), else the entry's usual owner. */
export const ownerWordOf = (themeText: string | undefined): string => ownWord(readMoment(themeText).owner) ?? catalogueThemeIn(themeText)?.owner ?? 'grandma';
/** "A grandparent with dementia" (the label) names nobody a child calls so: the entry's usual owner is who, never "her grandparent" (round 18). */
const ownWord = (word: string | undefined) => (word && !/^(?:grand)?parent$/i.test(word) ? word : undefined);
