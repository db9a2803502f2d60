import type { Character } from '@studio/contracts/stories';
import { isGrownUp } from './cast-member';
import { familyOfWord } from './family-words';

/**
 * The family grown-ups of the cast who leave the hero at the door of a drop-off (a sleepover, a friend's party:
 * `CatalogueTheme.dropOff`): never the one whose house it is ("a sleepover at grandma's": Grandma is the host).
 */
export function droppingOff(others: readonly Character[], theme: string | undefined): Character[] {
  // "at grandmas", typed without its apostrophe, names Grandma too.
  const named = (theme ?? '').toLowerCase().split(/[^\p{L}]+/u).map((word) => familyOfWord(word) ?? familyOfWord(word.replace(/s$/, ''))).filter((family) => family !== undefined);
  return others.filter((character) => {
    const family = familyOfWord(character.name.trim().toLowerCase());
    return isGrownUp(character) && family !== undefined && !named.includes(family);
  });
}
