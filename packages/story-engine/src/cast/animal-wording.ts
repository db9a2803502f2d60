import { escapeRegExp } from '../core/regex';
import type { CastMember } from './cast-member';

/**
 * How a line reads for an animal or a creature of the cast: the catalogue's lines are written for children
 * ("Bubbe held Latke's hand"), and a cat has a paw, an owl a wing; an animal does not hold a grown-up's hand,
 * it stays close.
 */
export function animalWording(line: string, cast: readonly CastMember[]): string {
  return cast.filter((member) => !member.kit.person && member.kit.hand !== 'hand').reduce((text, animal) => {
    const name = escapeRegExp(animal.name);
    return text
      .replace(new RegExp(`\\b${name} held ([\\p{Lu}][\\p{L}-]*(?: [\\p{Lu}][\\p{L}-]*)?)'s hand\\b`, 'gu'), `${animal.name} stayed close to $1`)
      .replace(new RegExp(`\\b${name}'s hand(s?)\\b`, 'g'), `${animal.name}'s ${animal.kit.hand}$1`);
  }, line);
}
