import { openSky } from '../lighting/sky';
import { rect } from '../svg/shapes';
import type { SettingContext, Stage } from './context';

/** The layout shared by open-air settings: a horizon a little above the middle and a ground plane below. */
export function outdoorFrame(ctx: SettingContext, horizonRatio = 0.56): { horizon: number; groundY: number; sky: string; glow: string } {
  const horizon = ctx.h * horizonRatio;
  const { sky, glow } = openSky(ctx, horizon);
  return { horizon, groundY: ctx.h * 0.86, sky, glow };
}

export function groundPlane(ctx: SettingContext, top: number, far: string, near: string, key: string): string {
  const fill = ctx.defs.linearGradient(`ground-${key}`, [
    [0, far],
    [1, near],
  ]);
  return rect(-10, top, ctx.w + 20, ctx.h - top + 10, { fill });
}

export function standingStage(ctx: SettingContext, groundY: number, interest: { x: number; y: number }): Stage {
  return { groundY, left: ctx.w * 0.14, right: ctx.w * 0.86, floating: false, interest };
}
