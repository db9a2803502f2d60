import type { Character } from '@studio/contracts/stories';

const KIND_WORDS = { child: 'Child', 'grown-up': 'Grown-up', animal: 'Animal', creature: 'Magical creature' } as const;

/** "Child · she · curious, brave" or "Fox · he · shy": what a saved character's card says under the name. */
export function describeCharacter(character: Character): string {
  const what = character.species ? character.species.charAt(0).toUpperCase() + character.species.slice(1) : KIND_WORDS[character.kind];
  return [what, character.pronoun, character.traits.join(', ')].filter(Boolean).join(' · ');
}
