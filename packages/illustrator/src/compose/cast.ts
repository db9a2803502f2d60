import type { Character } from '@studio/contracts/stories';

/** The characters a scene names, looked up by name (case and spacing forgiven); unknown names are skipped. */
export function castOf(names: readonly string[], characters: readonly Character[]): Character[] {
  const byName = new Map(characters.map((c) => [c.name.trim().toLowerCase(), c]));
  const seen = new Set<string>();
  const cast: Character[] = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    const character = byName.get(key);
    if (character && !seen.has(key)) {
      seen.add(key);
      cast.push(character);
    }
  }
  return cast;
}
