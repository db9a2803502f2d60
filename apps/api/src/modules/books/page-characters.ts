import type { Character } from '@studio/contracts/stories';

const key = (name: string) => name.trim().toLowerCase();

/** The indexes of the characters a scene names, matched as the illustrators match them (case and spacing forgiven). */
export function characterIndexesOf(sceneNames: readonly string[], characters: readonly Character[]): number[] {
  const named = new Set(sceneNames.map(key));
  return characters.flatMap((character, index) => (named.has(key(character.name)) ? [index] : []));
}
