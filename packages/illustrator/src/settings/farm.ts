import { group } from '../svg/builder';
import { circle, ellipse, path, rect } from '../svg/shapes';
import { d } from '../svg/builder';
import { barn, fence } from '../props/buildings';
import { flower, grassTuft, hills, roundTree } from '../props/nature';
import { painted, type Ink } from '../characters/design';
import type { SettingPainter } from './context';
import { groundPlane, outdoorFrame, standingStage } from './outdoor';

function hayBale(x: number, y: number, size: number, ink: Ink): string {
  return group({}, rect(x - size / 2, y - size * 0.7, size, size * 0.7, { ...painted('#f2cf6b', ink), rx: size * 0.18 }), path(d`M${x - size * 0.3} ${y - size * 0.5}L${x + size * 0.3} ${y - size * 0.5}M${x - size * 0.3} ${y - size * 0.25}L${x + size * 0.3} ${y - size * 0.25}`, { stroke: '#d9a93f', 'stroke-width': 5 }));
}

function hen(x: number, y: number, size: number, facing: 1 | -1, ink: Ink): string {
  const f = facing;
  return group(
    {},
    path(d`M${x - f * size * 0.55} ${y - size * 0.6}L${x - f * size * 0.85} ${y - size * 0.95}L${x - f * size * 0.55} ${y - size * 0.85}Z`, painted('#ffffff', ink)),
    ellipse(x, y - size * 0.5, size * 0.6, size * 0.42, painted('#ffffff', ink)),
    circle(x + f * size * 0.45, y - size * 0.9, size * 0.26, painted('#ffffff', ink)),
    path(d`M${x + f * size * 0.35} ${y - size * 1.12}q${f * size * 0.1} ${-size * 0.15} ${f * size * 0.2} 0q${f * size * 0.1} ${-size * 0.12} ${f * size * 0.16} ${size * 0.04}Z`, { fill: '#f2545b' }),
    path(d`M${x + f * size * 0.68} ${y - size * 0.92}l${f * size * 0.18} ${size * 0.05}l${-f * size * 0.18} ${size * 0.06}Z`, { fill: '#f7a541' }),
    circle(x + f * size * 0.52, y - size * 0.95, size * 0.05, { fill: '#2d2436' }),
    path(d`M${x - size * 0.1} ${y - size * 0.1}L${x - size * 0.1} ${y}M${x + size * 0.12} ${y - size * 0.1}L${x + size * 0.12} ${y}`, { stroke: '#f7a541', 'stroke-width': 4 }),
  );
}

export const farm: SettingPainter = (ctx) => {
  const { w, h, rng, ink, time } = ctx;
  const { horizon, groundY, sky, glow } = outdoorFrame(ctx, 0.56);
  const lit = time === 'evening' || time === 'night';
  const theBarn = barn(w * 0.2, horizon + 110, 300, lit, ink);
  const fields = group(
    {},
    hills(w, horizon + 10, h, 70, '#b5dc8a', rng, 2),
    hills(w, horizon + 60, h, 50, '#e9d27a', rng, 3),
    ...Array.from({ length: 6 }, (_, i) => path(d`M${w * 0.45 + i * 40} ${horizon + 70}Q${w * 0.7 + i * 60} ${horizon + 90} ${w + 20} ${horizon + 80 + i * 14}`, { fill: 'none', stroke: '#d6bb5d', 'stroke-width': 5, opacity: 0.7 })),
  );
  const interest = { x: w * 0.82, y: groundY - 40 };
  return {
    back: group(
      {},
      sky,
      fields,
      roundTree(w * 0.93, horizon + 90, 260, '#5cb060', ink, rng, '#f2545b'),
      theBarn.body,
      lit ? '' : theBarn.windows,
      groundPlane(ctx, horizon + 110, '#9ad48a', '#75bf6a', 'farm'),
      fence(-20, w + 20, horizon + 175, 70, '#f4ead8', ink),
      hayBale(w * 0.4, horizon + 150, 110, ink),
      hayBale(w * 0.48, horizon + 160, 90, ink),
      hen(interest.x, interest.y, 70, -1, ink),
      hen(w * 0.9, groundY - 10, 56, -1, ink),
    ),
    glow: glow + (lit ? theBarn.windows : ''),
    front: group({}, ...[0.05, 0.1, 0.9].map((t, i) => flower(w * t, h - 6, 30, ['#f7c548', '#ffffff', '#f7c548'][i] as string)), grassTuft(w * 0.3, h, 22, '#5aa955'), grassTuft(w * 0.7, h, 22, '#5aa955')),
    stage: standingStage(ctx, groundY, interest),
  };
};
