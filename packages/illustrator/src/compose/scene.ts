import type { ArtStyle, Character, Scene } from '@studio/contracts/stories';
import { hashString } from '../random';
import { isPropId } from '@studio/species';
import { actorsOf } from './actors';
import { svgDocument } from './document';
import { paintPicture } from './picture';

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1200;

export interface IllustrateSceneInput {
  scene: Scene;
  characters: readonly Character[];
  style: ArtStyle;
  /**
   * A redraw's seed: varies where props fall, who stands where and which side the place is seen from.
   * Absent (the first drawing): props fall by a hash of the scene.
   */
  seed?: number;
}

/** A page's picture as a complete SVG document (1600×1200, 4:3). Pure: the same input always gives the same picture. */
export function illustrateScene({ scene, characters, style, seed }: IllustrateSceneInput): string {
  const actors = actorsOf(scene, characters);
  const { defs, body } = paintPicture({
    w: SCENE_WIDTH,
    h: SCENE_HEIGHT,
    setting: scene.setting,
    time: scene.time_of_day,
    actors,
    mood: scene.mood,
    props: (scene.props ?? []).filter(isPropId),
    ...(scene.place && { place: scene.place }),
    ...(scene.composition && { composition: scene.composition }),
    style,
    seed: seed ?? hashString(JSON.stringify(scene)),
    ...(seed !== undefined && { redraw: seed }),
  });
  const names = actors.map((actor) => actor.look.name).join(' and ');
  const title = `${names || 'A quiet scene'} ${scene.action} in the ${scene.setting} (${scene.time_of_day})`;
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, title, defs, body);
}
