import { kinEntries, kinWord, type KinWord } from '../core/kin-words';
import { possessive } from '../core/text';
import type { CastMember } from './cast-member';
import { RELATIVE_WORDS } from './kin-by-name';

/** Whether a cast member is said to be someone to the hero already (kin, a carer, a friend): their word wins. */
const SAYS_WHO = new RegExp(`['’]s (?:\\p{L}+ )?(?:friend|${RELATIVE_WORDS})\\b|\\bfriend\\b`, 'iu');

/** A child's kin a theme may name ("my cousins", "my big sister's first day"): a cousin, a brother, a sister, a twin. */
const CHILD_KIN = kinEntries({ relation: ['cousin', 'sibling'], plural: true, step: true });

/**
 * "my cousins", "our little brother's", "her big sister": whose, an age word maybe, the kin word. A name typed after
 * it ("my cousin Sofia") is that one's, read by `theme-people.ts`.
 */
const KIN_SAID = new RegExp(`(?:\\b(?:my|our|his|her|their)\\s+|^(?=(?:little|big|baby|older|younger|twin)\\s))(?:(little|big|baby|older|younger|twin|new)\\s+)?(${CHILD_KIN.map((kin) => kin.word).sort((a, b) => b.length - a.length).join('|')})\\b`, 'iu');

/** Occasions only a grown-up has, said after the kin word ("my cousin is getting married", "my brother's graduation"). */
const GROWN_UP_OCCASION = /^(?:['’]s?\s+(?:\w+\s+)?(?:wedding|retirement|graduation|hen do|stag do)\b|\s+(?:is|are|was)\s+(?:getting|got)\s+married\b|\s+(?:is|was)\s+retiring\b)/i;

/** The singular word a page says of one of them ("cousins" → "cousin", "siblings" → "brother" or "sister" by pronoun). */
function oneOf(kin: KinWord, member: CastMember): string {
  const singular = kin.plural ? kin.word.replace(/s$/, '') : kin.word;
  if (singular !== 'sibling') return singular;
  return member.pronoun === 'he' ? 'brother' : member.pronoun === 'she' ? 'sister' : 'sibling';
}

/** One the parent named by a kin word ("Mum", "Auntie Jo") is that already. */
const namedAsKin = (member: { name: string }): boolean => { const kin = kinWord(member.name.split(/\s+/)[0] ?? ''); return kin !== undefined && kin.aName !== true; };

/** A brother is a he or a they, a sister a she or a they; a cousin, a twin or a sibling anyone. */
const fits = (kin: KinWord, member: CastMember): boolean => kin.he === 'they' || member.pronoun === 'they' || member.pronoun === kin.he;

/**
 * The theme's kin word as who the cast's people are: "celebrating Diwali with my cousins" with Anvi and Rohan in the cast
 * makes Rohan Anvi's cousin, never "her best friend"; "my big sister's first day" with Mia makes Mia the big sister. A
 * plural word ("cousins") is everyone of the cast who fits and is nobody yet; a singular one the first who fits. Nobody
 * the parent said is someone already (a friend, an aunt) is changed, nor an animal, nor one the engine brought along (`invented`).
 */
export function kinFromTheme<M extends CastMember | undefined>(members: readonly M[], heroName: string, theme: string | undefined, invented?: string): M[] {
  const said = theme === undefined ? null : KIN_SAID.exec(theme);
  const kin = said ? CHILD_KIN.find((entry) => entry.word === said[2]!.toLowerCase()) : undefined;
  if (!said || !kin) return [...members];
  const age = said[1] ? `${said[1].toLowerCase()} ` : '';
  // Whose wedding or retirement it is is a grown-up's: a child of the cast is never the one getting married.
  const grownUpsOnly = GROWN_UP_OCCASION.test(theme!.slice(said.index + said[0].length));
  let given = 0;
  return members.map((member) => {
    if (member === undefined) return member;
    const free = member.kit.person !== undefined && (!grownUpsOnly || member.kit.person === 'grown-up') && !member.brought && !member.facts.some((fact) => SAYS_WHO.test(fact)) && fits(kin, member);
    if (!free || member.name === heroName || member.name === invented || namedAsKin(member) || (!kin.plural && given > 0)) return member;
    given += 1;
    return { ...member, facts: [`${member.name} was ${possessive(heroName)} ${age}${oneOf(kin, member)}.`, ...member.facts] };
  });
}

/** The kin word a fact ends on: "Josh was Poppy's big brother." → "brother". */
const KIN_FACT = /['’]s (?:\p{L}+ )?(\p{L}+)\.$/u;

/**
 * The cast member a brother, sister or cousin word is ("her brother is getting married" with Josh the cast's big
 * brother: Josh), by the kin fact the parent or the theme gave them; nobody when none is.
 */
export const castKinNamed = (members: readonly CastMember[], word: string): CastMember | undefined =>
  members.find((member) => member.facts.some((fact) => KIN_FACT.exec(fact)?.[1]?.toLowerCase() === word.toLowerCase()));

/**
 * The one of the parent's cast a child's kin word is ("my sister's dance show" with Lola in the cast: Lola), as the parent
 * gave them: a child or a grown-up of the word's gender who is said to be nobody else. For a moment that sends its owner
 * away (`ownerAway`: the sister on the stage, the brother ill in bed), never the company at the hero's side.
 */
export function themeKinIn<C extends { name: string; kind: string; pronoun: string; traits?: readonly string[] }>(others: readonly C[], word: string, theme = ''): C | undefined {
  const kin = CHILD_KIN.find((entry) => entry.word === word.toLowerCase());
  if (!kin) return undefined;
  const said = new RegExp(`\\b${kin.word}\\b`, 'i').exec(theme);
  const grownUpsOnly = said !== null && GROWN_UP_OCCASION.test(theme.slice(said.index + said[0].length));
  return others.find((other) => (other.kind === 'grown-up' || (other.kind === 'child' && !grownUpsOnly)) && !namedAsKin({ name: other.name })
    && !(other.traits ?? []).some((trait) => SAYS_WHO.test(trait)) && (kin.he === 'they' || other.pronoun === 'they' || other.pronoun === kin.he));
}
