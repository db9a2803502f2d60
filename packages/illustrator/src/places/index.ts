import type { SettingContext } from '../settings/context';
import { garden } from './garden';
import { placeKindOf, type PlaceKind } from './kinds';
import { bigTree, cave, clearing, dunes, orchard, rockPools } from './land';
import type { PlaceArt, PlacePainter } from './place-art';
import { bathroom, kitchen, sofa } from './rooms';
import { frozenPond, pond, stream, waterfall } from './water';

export type { PlaceArt } from './place-art';
export { placeKindOf, PLACE_KINDS, type PlaceKind } from './kinds';

const PLACE_PAINTERS: Record<PlaceKind, PlacePainter> = {
  stream,
  pond,
  'frozen pond': frozenPond,
  waterfall,
  cave,
  clearing,
  'big tree': bigTree,
  orchard,
  'rock pools': rockPools,
  dunes,
  kitchen,
  garden,
  bathroom,
  sofa,
};

/** The spot of the setting the scene's place names, painted; nothing for a place this illustrator has no spot for. */
export function paintPlace(place: string | undefined, ctx: SettingContext): PlaceArt | undefined {
  const kind = placeKindOf(place);
  return kind && PLACE_PAINTERS[kind](ctx);
}
