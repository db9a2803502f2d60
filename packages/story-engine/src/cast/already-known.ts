import type { Character } from '@studio/contracts/stories';
import { heroIndexOf, isGrownUp } from './cast-member';

/** Kinds a family keeps at home: a named dog, cat or bunny in the cast is the family's own. */
const PET_SPECIES: ReadonlySet<string> = new Set(['cat', 'dog', 'bunny']);

/** A trait that says how the hero already knows them: family, a friend, a classmate, a pet. */
const TIE = /\b(?:brother|sister|twins?|cousin|grandma|grandpa|granny|grandad|gran|nana|mum|mom|dad|aunt|auntie|uncle|baby|son|daughter|friend|neighbou?r|classmate|pet|puppy|kitten)\b/i;

/**
 * Whether the hero's companion (the first other child, animal or creature) is someone the hero already knows:
 * family, a friend, or the family's own dog, cat or bunny. Such a companion is never met as a shy stranger.
 */
export function companionIsKnown(characters: readonly Character[]): boolean {
  const heroIndex = heroIndexOf(characters);
  const rest = characters.filter((_, index) => index !== heroIndex);
  const companion = rest.find((character) => character.kind !== 'grown-up') ?? rest[0];
  if (!companion) return false;
  const isPet = companion.kind === 'animal' && companion.species !== undefined && PET_SPECIES.has(companion.species);
  return isGrownUp(companion) || isPet || companion.traits.some((trait) => TIE.test(trait));
}
