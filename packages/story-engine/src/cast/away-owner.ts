import type { Character } from '@studio/contracts/stories';
import type { CatalogueTheme } from '../world/catalogue';
import { readMoment } from '../understand/read-moment';
import { familyOfWord, isOfFamily } from './family-words';
import { themeKinIn } from './kin-from-theme';

/**
 * The cast member a moment sends away (`CatalogueTheme.ownerAway`): the one of the family the theme gives it to ("grandpa
 * in hospital", "dad working away"), else the entry's usual owner ("mum" going back to work), found by name among the
 * cast but the hero. Nobody when the entry keeps its owner at home, or no one of the cast is of that family.
 */
export function awayOwnerIn(others: readonly Character[], entry: Pick<CatalogueTheme, 'owner' | 'ownerAway' | 'ownerFromCast'> | undefined, theme: string | undefined): Character | undefined {
  if (!entry?.ownerAway) return undefined;
  const word = readMoment(theme ?? '').owner ?? entry.owner ?? '';
  const family = familyOfWord(word);
  // A brother, sister or cousin is the cast's child the word names (`themeKinIn`): on the stage, or poorly in bed.
  const owner = family ? others.find((member) => member.kind === 'grown-up' && isOfFamily(member, family)) : themeKinIn(others, word, theme);
  const grownUps = others.filter((member) => member.kind === 'grown-up');
  return owner ?? (entry.ownerFromCast && !readMoment(theme ?? '').owner && grownUps.length > 0 ? grownUps[0] : undefined);
}
