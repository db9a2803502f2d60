import type { SettingArt, SettingContext } from '../settings/context';

/** What a spot adds to (or, for a room or a garden, puts instead of) the setting's own painting. */
export interface PlaceArt {
  /** Drawn over the setting's background, behind the cast. */
  back: string;
  /** A spot that is a whole other view (the kitchen of a home, its garden): the setting's own back is not drawn, and the cast stands on this stage. */
  replaces?: Pick<SettingArt, 'stage' | 'front' | 'washStrength' | 'glow'>;
}

export type PlacePainter = (ctx: SettingContext) => PlaceArt;

/** Where the middle distance lies in every open-air setting (their horizons sit at 50–60 % of the height, the cast's feet at 86 %). */
export const middleGround = (ctx: SettingContext) => ({ far: ctx.h * 0.6, near: ctx.h * 0.84 });
