import type { Character } from '@studio/contracts/stories';
import { hashString } from '@studio/seeded-random';

/** First names for a child the moment brings (the buddy at a new school): short, easy to read aloud, from many homes. */
const MET_NAMES: ReadonlyArray<readonly [string, 'she' | 'he']> = [
  ['Sam', 'he'], ['Priya', 'she'], ['Ben', 'he'], ['Ada', 'she'], ['Kofi', 'he'], ['Lily', 'she'], ['Omar', 'he'], ['Rosa', 'she'], ['Finn', 'he'], ['Zara', 'she'], ['Jun', 'he'], ['Nell', 'she'],
];

/**
 * The child a theme about knowing nobody yet brings (`CatalogueTheme.palMet`: the other new one, the friend the sleepover
 * is with), when the parent gave no child: named by the seed, never a name of the cast, so the pages can meet them.
 */
export function metChild(seed: number, cast: readonly Character[]): Character {
  const taken = new Set(cast.map((member) => member.name.toLowerCase()));
  const free = MET_NAMES.filter(([name]) => !taken.has(name.toLowerCase()));
  const [name, pronoun] = free[hashString('met child', seed) % free.length]!;
  return { name, kind: 'child', pronoun, appearance: {}, traits: [] };
}
