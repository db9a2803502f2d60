import { group } from '../svg/builder';
import { path } from '../svg/shapes';
import { d } from '../svg/builder';
import { flower, hills, mountain, pineTree, rock } from '../props/nature';
import type { SettingPainter } from './context';
import { groundPlane, outdoorFrame, standingStage } from './outdoor';

export const mountains: SettingPainter = (ctx) => {
  const { w, h, rng, ink } = ctx;
  const { horizon, groundY, sky, glow } = outdoorFrame(ctx, 0.6);
  const range = group(
    {},
    mountain(w * 0.2, horizon + 40, 700, 470, '#9aa6d6', true, ink),
    mountain(w * 0.8, horizon + 40, 760, 520, '#8d98cc', true, ink),
    mountain(w * 0.5, horizon + 40, 620, 380, '#a9b3df', true, ink),
  );
  const pines = Array.from({ length: 7 }, (_, i) => pineTree(w * (0.05 + i * 0.15) + rng.range(-20, 20), horizon + 70 + rng.range(0, 20), rng.range(160, 210), '#4f8f6a', ink)).join('');
  const trail = path(d`M${w * 0.5} ${horizon + 60}Q${w * 0.4} ${horizon + 150} ${w * 0.55} ${horizon + 220}T${w * 0.5} ${h + 10}L${w * 0.66} ${h + 10}Q${w * 0.7} ${horizon + 260} ${w * 0.58} ${horizon + 210}T${w * 0.53} ${horizon + 60}Z`, { fill: '#e6d2a4', opacity: 0.85 });
  const peak = { x: w * 0.8, y: horizon + 40 - 520 };
  const peakFlag = group({}, path(d`M${peak.x} ${peak.y}L${peak.x} ${peak.y - 70}`, { stroke: '#6b5b4b', 'stroke-width': 5 }), path(d`M${peak.x} ${peak.y - 70}L${peak.x + 50} ${peak.y - 56}L${peak.x} ${peak.y - 42}Z`, { fill: '#f2545b' }));
  return {
    back: group(
      {},
      sky,
      range,
      peakFlag,
      hills(w, horizon + 60, h, 60, '#8fcf86', rng, 3),
      pines,
      groundPlane(ctx, horizon + 110, '#8fd081', '#6aa862', 'mountains'),
      trail,
      rock(w * 0.1, groundY - 30, 110, '#a9a3b8', ink),
      rock(w * 0.92, groundY - 10, 90, '#a9a3b8', ink),
    ),
    glow,
    front: group({}, flower(w * 0.22, h - 10, 24, '#b18be8'), flower(w * 0.26, h - 4, 20, '#ffffff'), flower(w * 0.76, h - 8, 24, '#f7c548')),
    stage: standingStage(ctx, groundY, { x: peak.x, y: peak.y - 40 }),
  };
};
