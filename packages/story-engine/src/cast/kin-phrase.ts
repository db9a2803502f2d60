import { escapeRegExp } from '../core/regex';
import type { CastMember } from './cast-member';
import { RELATIVE_WORDS } from './kin-by-name';

/**
 * The companion as who they are to the hero, for the idea ("With his twin sister Priya close by, Rohan found a way"):
 * by the fact that says it ("Priya was Rohan's twin sister.", from the parent's traits or notes), else as `plain`.
 */
export function kinPhrase(pal: CastMember, hero: { name: string; his: string }, plain: string): string {
  if (!pal.isNamed) return plain;
  const said = new RegExp(`^${escapeRegExp(pal.name)} was ${escapeRegExp(hero.name)}['’]s ((?:\\p{L}+ ){0,2}(?:${RELATIVE_WORDS}))\\.$`, 'u');
  const kin = pal.facts.map((fact) => said.exec(fact)?.[1]).find((word) => word !== undefined);
  return kin ? `${hero.his} ${kin} ${pal.name}` : plain;
}
