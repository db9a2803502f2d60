import { RELATION_PLOT_ID } from '../plots/frame-ids';
import type { CatalogueTheme } from '../world/catalogue';
import { readRelation } from '../understand/read-relation';

/**
 * Whether the story is about a friend or cousin of the hero's that the pages call only by that word ("{his} friend told
 * everyone {his} secret", "{his} cousin was poorly"): the one the engine brings along is then never another child, who
 * would stand in the friend's place ("Her friend told everyone her secret ... Her best friend was Omar").
 */
export function friendOnlyInTheTheme(plotId: string, outing: CatalogueTheme | undefined, theme: string | undefined): boolean {
  if (plotId === RELATION_PLOT_ID) {
    const person = readRelation(theme)?.person;
    return person !== undefined && !person.grownUp && !person.group && !person.named && !person.plural;
  }
  // A friend's own moment, kept at their home (`ownerAway`): a poorly friend is in bed, not beside the hero.
  return outing?.ownerAway === true && outing.owner === 'friend';
}
