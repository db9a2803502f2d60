import type { Character, Pronoun } from '@studio/contracts/stories';
import { possessive } from '../core/text';
import { pronounOfName } from '../understand/name-pronoun';

/**
 * Who someone is to the child, as a theme says it before their name ("her best friend Chloe"). A teacher is not one of
 * the cast: the school's lines say "the teacher", and name them (`story/teacher-named.ts`), never at the hero's side.
 */
const ROLES: Readonly<Record<string, { kind: Character['kind']; pronoun?: Pronoun }>> = {
  friend: { kind: 'child' }, cousin: { kind: 'child' }, sister: { kind: 'child', pronoun: 'she' }, brother: { kind: 'child', pronoun: 'he' },
  neighbour: { kind: 'grown-up' }, childminder: { kind: 'grown-up' },
};
const TITLED = String.raw`(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+\p{Lu}\p{Ll}+`;
/** "her best friend Chloe", "my friend called Tom", "his teacher Mr Patel", "their big sister Mia": owner, kind, name. */
const NAMED_IN_THEME = new RegExp(
  String.raw`\b(?:my|our|his|her|their|a)\s+(?:(best|little|big|older|younger|baby|twin|new|old)\s+)?(${Object.keys(ROLES).join('|')})\s+(?:(?:called|named)\s+)?(${TITLED}|\p{Lu}\p{Ll}+)(?!\p{L})`,
  'gu',
);
const TITLE_PRONOUN: Readonly<Record<string, Pronoun>> = { mr: 'he', mrs: 'she', ms: 'she', miss: 'she' };

/**
 * The people a theme names by name ("her friend Tom comes to play", "her best friend Chloe moves away"), as the cast: Tom is the friend on the pages, never a badger best friend or a made-up Rosa beside
 * "the best friend". One in the cast by that name already is not added twice.
 */
export function peopleNamedInTheme(theme: string | undefined, cast: readonly Character[]): Character[] {
  const hero = cast[0];
  if (!hero || !theme) return [];
  const added: Character[] = [];
  for (const [, adjective, role = '', rawName = ''] of theme.matchAll(NAMED_IN_THEME)) {
    const name = rawName.replace(/\s+/g, ' ').replace('.', '');
    if ([...cast, ...added].some((member) => member.name.toLowerCase() === name.toLowerCase())) continue;
    const said = ROLES[role]!;
    const title = /^(\p{L}+) /u.exec(name)?.[1]?.toLowerCase();
    const pronoun = said.pronoun ?? (title ? TITLE_PRONOUN[title] : undefined) ?? pronounOfName(name);
    const relation = `${possessive(hero.name)} ${adjective && adjective !== 'new' && adjective !== 'old' ? `${adjective} ` : ''}${role}`;
    added.push({ name, kind: said.kind, pronoun, appearance: {}, traits: [relation.slice(0, 30)] });
  }
  return added;
}

/** "my big sister", "his new stepbrother", "my cousins": a child of the family the theme names without a name. */
const KIN_UNNAMED = /\b(?:my|our|his|her|their)\s+(?:(little|big|older|younger|twin|new)\s+)?(step-?brother|step-?sister|half-?brother|half-?sister|brother|sister|twin|cousin)(s)?\b(?!['’]s)/i;
/** A name after the word ("my brother Tom") is `peopleNamedInTheme`'s: case-sensitive, as "/i" would take any letter for a capital. */
const NAME_AFTER = /^\s+(?:called\s+|named\s+)?\p{Lu}/u;
const KIN_PRONOUN: Readonly<Record<string, Pronoun | undefined>> = { brother: 'he', sister: 'she', twin: undefined, cousin: undefined };

/**
 * The cast's other child is the brother, sister or cousin the theme names without a name ("hitting my brother" with
 * Arthur in the cast): said "Arthur was Freddie's brother", never "They were best friends" (held-out reads 32 and 33 met
 * it in five books of 48). Only where the theme's word fits one child of the cast (or every child, for "cousins") who has no
 * word of their own yet; a baby brother is the new baby's, and stays the catalogue's.
 */
export function withThemesKin(cast: readonly Character[], theme: string | undefined): Character[] {
  const hero = cast[0];
  const said = theme ? KIN_UNNAMED.exec(theme) : null;
  if (!hero || !said || NAME_AFTER.test(theme!.slice(said.index + said[0].length))) return [...cast];
  const [, adjective, rawRole = '', plural] = said;
  const role = rawRole.toLowerCase().replace(/-/g, '');
  const base = role.replace(/^(?:step|half)/, '');
  const pronoun = KIN_PRONOUN[base];
  const fits = (member: Character, index: number) => index > 0 && member.kind === 'child' && !member.traits.some((trait) => /['’]s\s/.test(trait)) && (pronoun === undefined || member.pronoun === pronoun || member.pronoun === 'they');
  const candidates = cast.filter(fits);
  if (candidates.length === 0 || (!plural && candidates.length > 1)) return [...cast];
  const relation = `${possessive(hero.name)} ${adjective && adjective.toLowerCase() !== 'new' ? `${adjective.toLowerCase()} ` : ''}${role}`.slice(0, 30);
  return cast.map((member, index) => (fits(member, index) ? { ...member, traits: [relation, ...member.traits] } : member));
}
