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
