import type { AgeGroup, Character, Setting } from '@studio/contracts/stories';
import { heroIndexOf } from '../cast/cast-member';
import { withFamilyAlong } from './family-along';
import { withPeopleNamed } from './people-named';
import type { CatalogueTheme } from '../world/catalogue';

interface CompanyOf {
  theme: string | undefined;
  notes: string | undefined;
  setting: Setting | undefined;
  age: AgeGroup;
  /** The catalogue entry a wish chose, whatever its label reads as. */
  entry?: CatalogueTheme;
}

/** The cast with the people a theme brings: the family it names ("baking with grandpa") and the grown-up who goes along. */
export function withThemesCompany(characters: readonly Character[], { theme, notes, setting, age, entry }: CompanyOf): Character[] {
  return withFamilyAlong(withPeopleNamed(characters, theme, notes), theme, setting, age, entry);
}

/** A grown-up as a theme brings one: a family word for a name, and nothing the parent said about them. */
const asBrought = (member: Character) => member.kind === 'grown-up' && member.traits.length === 0 && Object.values(member.appearance ?? {}).length === 0;

/**
 * The cast without the people the old theme brought (Grandpa for "baking with grandpa", Dad who went along to the
 * dentist): someone the theme would bring again were they not there, by name, or a bare grown-up when the theme brings
 * one of the family along under another name (Mum or Dad, `parentAlong`). The hero and the parent's own, said
 * with a trait or a look, stay.
 */
export function withoutThemesCompany(characters: readonly Character[], old: CompanyOf): Character[] {
  const hero = characters[heroIndexOf(characters)];
  return characters.filter((member) => {
    if (member === hero || !asBrought(member)) return true;
    const without = characters.filter((other) => other !== member);
    const added = withThemesCompany(without, old).filter((again) => !without.some((other) => other.name === again.name));
    return !added.some((again) => again.name === member.name || again.kind === 'grown-up');
  });
}
