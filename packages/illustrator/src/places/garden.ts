import { painted } from '../characters/design';
import { cottage, fence } from '../props/buildings';
import { bush, flower, grassTuft, roundTree } from '../props/nature';
import { groundPlane, outdoorFrame, standingStage } from '../settings/outdoor';
import { d, group } from '../svg/builder';
import { ellipse, path, rect } from '../svg/shapes';
import type { PlacePainter } from './place-art';

/** Out of doors: the house behind, a fence with its gate, flower beds and rows of vegetables. */
export const garden: PlacePainter = (ctx) => {
  const { w, h, ink, time } = ctx;
  const { horizon, groundY, sky, glow } = outdoorFrame(ctx, 0.5);
  const lit = time === 'evening' || time === 'night';
  const house = cottage(w * 0.2, horizon + 120, 420, '#f4d3a8', '#c9573f', lit, ink);
  const fenceY = horizon + 170;
  const gate = group({}, ...[0, 1, 2, 3, 4].map((i) => rect(w * 0.6 + i * 32, fenceY - 120, 22, 120, painted('#e9b872', ink))), rect(w * 0.6, fenceY - 90, 150, 16, painted('#d9a05a', ink)));
  const rows = [0, 1, 2].map((i) => group({}, ellipse(w * 0.5, groundY - 120 + i * 60, w * 0.22, 18, { fill: '#9c6b45' }), ...[0.34, 0.42, 0.5, 0.58, 0.66].map((x) => grassTuft(w * x, groundY - 124 + i * 60, 18, '#5cae5a'))));
  return {
    back: group(
      { 'data-place': 'garden' },
      sky,
      groundPlane(ctx, horizon + 60, '#9ad67f', '#74c062', 'garden'),
      house.body,
      roundTree(w * 0.88, fenceY, 360, '#56aa5c', ink, ctx.rng, '#e5484d'),
      fence(w * 0.36, w * 0.6, fenceY, 100, '#ffffff', ink),
      fence(w * 0.7, w, fenceY, 100, '#ffffff', ink),
      gate,
      ...rows,
      path(d`M${w * 0.65} ${fenceY}Q${w * 0.6} ${groundY - 60} ${w * 0.7} ${h}`, { fill: 'none', stroke: '#e8cf9a', 'stroke-width': 60, opacity: 0.8 }),
    ),
    replaces: {
      stage: standingStage(ctx, groundY, { x: w * 0.2, y: horizon }),
      glow: glow + house.windows,
      front: group({}, bush(w * 0.06, h + 10, 150, '#3f8f57', ink, '#f2545b'), flower(w * 0.3, h - 20, 26, '#f78fa7'), flower(w * 0.8, h - 14, 24, '#b18be8'), flower(w * 0.84, h - 4, 22, '#ffd84d')),
    },
  };
};
