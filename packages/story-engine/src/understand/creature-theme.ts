import { isSpeciesId, SPECIES_TABLE } from '@studio/species';
import { catalogueThemeIn } from '../world/catalogue';
import { singularOf } from './read-words';

/** "a dragon who could not fly", "the shy robot that lost its voice": a creature and what is true of it. */
const CREATURE_WITH_CLAUSE = /^(?:a|an|the|my|our|his|her|their)\s+(?:[\p{L}-]+\s+)?([\p{L}-]+)\s+(?:who|that|which)\s+([\p{L}' -]+?)[.!]?$/iu;

export interface CreatureTheme {
  /** The species id the theme is about: "dragon". */
  species: string;
  /** What is true of it, in the parent's words: "could not fly". */
  clause: string;
}

const BY_NOUN = new Map<string, string>(Object.entries(SPECIES_TABLE).map(([id, entry]) => [entry.noun, id]));

/**
 * A theme that is a creature and what is true of it: not a thing to carry or a dream, but who someone is.
 * With that creature in the cast the clause is theirs ("Ember could not fly."); the story is not about it.
 */
export function creatureTheme(theme: string | undefined): CreatureTheme | undefined {
  const match = CREATURE_WITH_CLAUSE.exec(theme?.trim() ?? '');
  if (!match) return undefined;
  const noun = singularOf(match[1] ?? '');
  const species = isSpeciesId(noun) ? noun : BY_NOUN.get(noun);
  return species ? { species, clause: (match[2] ?? '').trim() } : undefined;
}

/** "dragons", "loves unicorns", "Dragons!": a made-up creature's kind on its own, named as what the child loves. */
const CREATURE_KIND = /^(?:(?:he|she|they|my \w+|our \w+)\s+)?(?:(?:loves?|likes?|adores?|is into|are into|obsessed with|all about)\s+)?(?:the\s+)?([\p{L}-]+?)[.!]*$/iu;

/**
 * A theme that is a made-up creature's kind ("dragons", "loves unicorns"): an interest in creatures, told with one in
 * the cast (`story/build-context.ts`), never a quest for a "toy dragon", which the parent did not say. A real animal
 * ("puppies") and a thing the child owns ("my toy dragon") are not this, nor a kind the catalogue tells as an interest of its
 * own ("dinosaurs": the museum and its thing, the toy dinosaur, when its story does not fit).
 */
export function creatureInterest(theme: string | undefined): string | undefined {
  if (catalogueThemeIn(theme)) return undefined;
  const match = CREATURE_KIND.exec(theme?.trim() ?? '');
  if (!match) return undefined;
  const noun = singularOf(match[1] ?? '');
  const species = isSpeciesId(noun) ? noun : BY_NOUN.get(noun);
  return species && SPECIES_TABLE[species as keyof typeof SPECIES_TABLE].kind === 'creature' ? species : undefined;
}
