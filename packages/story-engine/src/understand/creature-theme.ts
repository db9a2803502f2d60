import { isSpeciesId, SPECIES_TABLE } from '@studio/species';
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
