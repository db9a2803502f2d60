import type { AgeGroup, Character } from '@studio/contracts/stories';
import type { NotedFact } from '../understand/read-note-people';

/**
 * The notes' sentences about the cast's others that the first pages may have no room for (round 17). Who someone is to
 * the hero is said by the line that meets them, and the companion's other fact beside their looks; a third one's other
 * fact ("Babcia lives with us") a little one's short first page may drop, so under six the idea says it could not fit it.
 */
export function untoldPeopleSentences(people: readonly NotedFact[], characters: readonly Character[], heroName: string, age: AgeGroup): string[] {
  if (age !== '0-2' && age !== '3-5') return [];
  const others = characters.filter((character) => character.name.trim() !== heroName);
  // The companion, as the pages pick them (`build-context.ts`): one who is no grown-up and no baby, else the first who is no baby.
  const baby = (character: Character) => character.traits.some((trait) => /\bbaby\b/i.test(trait));
  const pal = (others.find((character) => character.kind !== 'grown-up' && !baby(character)) ?? others.find((character) => !baby(character)))?.name.trim();
  const sentences = [...new Set(people.map((fact) => fact.sentence ?? ''))].filter((sentence) => sentence !== '');
  return sentences.filter((sentence) => {
    const facts = people.filter((fact) => fact.sentence === sentence);
    return !facts.some((fact) => fact.who) && facts.some((fact) => fact.name !== pal);
  });
}
