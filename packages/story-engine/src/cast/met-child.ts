import type { Character } from '@studio/contracts/stories';
import { hashString } from '@studio/seeded-random';

/** First names for a child the moment brings (the buddy at a new school): short, easy to read aloud, from many homes. */
const MET_NAMES: ReadonlyArray<readonly [string, 'she' | 'he']> = [
  ['Sam', 'he'], ['Priya', 'she'], ['Ben', 'he'], ['Ada', 'she'], ['Kofi', 'he'], ['Lily', 'she'], ['Omar', 'he'], ['Rosa', 'she'], ['Finn', 'he'], ['Zara', 'she'], ['Jun', 'he'], ['Nell', 'she'],
];

/** Who the engine may bring along with a child the parent gave alone (`inventedCompanion`): the met children, Mum and Dad. */
export const companionsBrought = (): ReadonlyArray<{ name: string; pronoun: 'she' | 'he' }> => [
  ...MET_NAMES.map(([name, pronoun]) => ({ name, pronoun })),
  { name: 'Mum', pronoun: 'she' },
  { name: 'Dad', pronoun: 'he' },
];

/**
 * The child a theme about knowing nobody yet brings (`CatalogueTheme.palMet`: the other new one, the friend the sleepover
 * is with), when the parent gave no child: named by the seed, never a name of the cast, so the pages can meet them.
 */
export function metChild(seed: number, cast: readonly Character[], named?: string): Character {
  // The friend the parent named ("a playdate at Sam's house") is that child, with the pronoun of the name where it is known.
  if (named && !cast.some((member) => member.name.toLowerCase() === named.toLowerCase())) {
    return { name: named, kind: 'child', pronoun: MET_NAMES.find(([name]) => name === named)?.[1] ?? 'they', appearance: {}, traits: [] };
  }
  const taken = new Set(cast.map((member) => member.name.toLowerCase()));
  const free = MET_NAMES.filter(([name]) => !taken.has(name.toLowerCase()));
  const [name, pronoun] = free[hashString('met child', seed) % free.length]!;
  return { name, kind: 'child', pronoun, appearance: {}, traits: [] };
}

/** "a playdate at Sam's house", "sleeping over at Priya's": the friend whose home the theme names, never a grown-up of the family. */
export function friendsHomeIn(theme: string | undefined, isFamily: (word: string) => boolean): string | undefined {
  const name = /\b(?:at|to) (\p{Lu}\p{Ll}+)['’]?s(?= (?:house|home|flat|place)\b|\s*$|[.,!;])/u.exec(theme ?? '')?.[1];
  return name && !isFamily(name.toLowerCase()) ? name : undefined;
}
