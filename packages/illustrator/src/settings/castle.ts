import { group } from '../svg/builder';
import { path, rect } from '../svg/shapes';
import { d } from '../svg/builder';
import { tower } from '../props/buildings';
import { bush, flower, hills } from '../props/nature';
import { painted } from '../characters/design';
import type { SettingPainter } from './context';
import { groundPlane, outdoorFrame, standingStage } from './outdoor';

const STONE = '#cbbfd9';
const ROOF = '#7a6bd1';

export const castle: SettingPainter = (ctx) => {
  const { w, h, rng, ink, time } = ctx;
  const { horizon, groundY, sky, glow } = outdoorFrame(ctx, 0.6);
  const lit = time === 'evening' || time === 'night';
  const base = horizon + 40;
  const towers = [
    tower(w * 0.28, base, 130, 360, STONE, ROOF, '#f2545b', lit, ink),
    tower(w * 0.72, base, 130, 360, STONE, ROOF, '#f7c548', lit, ink),
    tower(w * 0.5, base - 40, 170, 460, STONE, '#f2789a', '#5fb0e8', lit, ink),
  ];
  const wall = group(
    {},
    rect(w * 0.28, base - 220, w * 0.44, 220, painted(STONE, ink)),
    ...Array.from({ length: 9 }, (_, i) => rect(w * 0.28 + i * (w * 0.44) / 8.6, base - 244, 34, 26, painted(STONE, ink))),
    path(d`M${w * 0.5 - 70} ${base}L${w * 0.5 - 70} ${base - 110}A70 70 0 0 1 ${w * 0.5 + 70} ${base - 110}L${w * 0.5 + 70} ${base}Z`, painted('#8a5a3c', ink)),
    path(d`M${w * 0.5 - 52} ${base - 10}L${w * 0.5 - 52} ${base - 105}M${w * 0.5 - 18} ${base - 10}L${w * 0.5 - 18} ${base - 150}M${w * 0.5 + 18} ${base - 10}L${w * 0.5 + 18} ${base - 150}M${w * 0.5 + 52} ${base - 10}L${w * 0.5 + 52} ${base - 105}`, { stroke: '#5a3a2a', 'stroke-width': 8 }),
  );
  const road = path(d`M${w * 0.5 - 70} ${base}L${w * 0.5 + 70} ${base}L${w * 0.62} ${h}L${w * 0.38} ${h}Z`, { fill: '#e8d4a8' });
  const interest = { x: w * 0.5 + 24, y: base - 40 - 460 - 22 - 170 * 0.9 - 48 };
  return {
    back: group(
      {},
      sky,
      hills(w, horizon + 10, h, 110, '#9bd08f', rng, 2),
      towers[2]?.body ?? '',
      wall,
      towers[0]?.body ?? '',
      towers[1]?.body ?? '',
      lit ? '' : towers.map((t) => t.windows).join(''),
      groundPlane(ctx, base, '#8fd081', '#6dbb68', 'castle'),
      road,
      bush(w * 0.08, base + 40, 140, '#4fa35a', ink, '#f78fa7'),
      bush(w * 0.93, base + 50, 150, '#4fa35a', ink),
    ),
    glow: glow + (lit ? towers.map((t) => t.windows).join('') : ''),
    front: group({}, flower(w * 0.06, h - 10, 28, '#f78fa7'), flower(w * 0.1, h - 4, 24, '#f7c548'), flower(w * 0.92, h - 8, 26, '#b18be8')),
    stage: standingStage(ctx, groundY, interest),
  };
};
