import type { Character, PoseName, Scene } from '@studio/contracts/stories';
import { isSpeciesId } from '@studio/species';
import { lookOf, lookOfCreature, type CharacterLook } from '../characters/look';
import { castOf } from './cast';

/** Someone to draw: how they look and what they are doing. */
export interface Actor {
  look: CharacterLook;
  pose: PoseName;
}

/** Actors for everyone in the cast doing one thing (a cover, or a scene written before scenes had figures). */
export const actorsDoing = (cast: readonly Character[], pose: PoseName): Actor[] => cast.map((character) => ({ look: lookOf(character), pose }));

/**
 * Everyone a scene has on its page: its figures, each in its own pose (a creature drawn from the species
 * table), or, for an older scene, its named characters all doing the page's action. Unknown names are skipped.
 */
export function actorsOf(scene: Scene, characters: readonly Character[]): Actor[] {
  if (!scene.figures) return actorsDoing(castOf(scene.characters, characters), scene.action);
  const seen = new Set<string>();
  return scene.figures.flatMap((figure): Actor[] => {
    const key = figure.name.trim().toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    if (figure.species !== undefined) return isSpeciesId(figure.species) ? [{ look: lookOfCreature(figure.species, figure.name), pose: figure.pose }] : [];
    const [character] = castOf([figure.name], characters);
    return character ? [{ look: lookOf(character), pose: figure.pose }] : [];
  });
}
