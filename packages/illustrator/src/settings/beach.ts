import type { TimeOfDay } from '@studio/contracts/stories';
import { group } from '../svg/builder';
import { path, rect } from '../svg/shapes';
import { d } from '../svg/builder';
import { beachUmbrella, palmTree, shell, starfish, waveCrests } from '../props/sea';
import { painted } from '../characters/design';
import type { SettingPainter } from './context';
import { outdoorFrame, standingStage } from './outdoor';

const SEA: Record<TimeOfDay, [string, string]> = {
  morning: ['#7ccfe6', '#4aa9d6'],
  day: ['#4cc0e6', '#2a8fd0'],
  evening: ['#7a8fd0', '#4a5fa8'],
  night: ['#2a3f80', '#1a2858'],
};

export const beach: SettingPainter = (ctx) => {
  const { w, h, ink, time } = ctx;
  const { horizon, groundY, sky, glow } = outdoorFrame(ctx, 0.5);
  const [far, near] = SEA[time];
  const sea = rect(-10, horizon, w + 20, h * 0.25, { fill: ctx.defs.linearGradient(`sea-${time}`, [[0, far], [1, near]]) });
  const shoreY = horizon + h * 0.2;
  const sand = path(d`M-20 ${shoreY}Q${w * 0.3} ${shoreY - 30} ${w * 0.6} ${shoreY}T${w + 20} ${shoreY}L${w + 20} ${h + 10}L-20 ${h + 10}Z`, { fill: '#f6dfa6' });
  const foam = path(d`M-20 ${shoreY - 6}Q${w * 0.3} ${shoreY - 36} ${w * 0.6} ${shoreY - 6}T${w + 20} ${shoreY - 6}`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 12, opacity: 0.85 });
  const boat = { x: w * 0.66, y: horizon + 40 };
  const sailboat = group(
    {},
    path(d`M${boat.x - 70} ${boat.y}L${boat.x + 70} ${boat.y}L${boat.x + 50} ${boat.y + 30}L${boat.x - 50} ${boat.y + 30}Z`, painted('#f2545b', ink)),
    path(d`M${boat.x} ${boat.y - 130}L${boat.x} ${boat.y}`, { stroke: '#6b5b4b', 'stroke-width': 5 }),
    path(d`M${boat.x + 4} ${boat.y - 125}L${boat.x + 70} ${boat.y - 12}L${boat.x + 4} ${boat.y - 12}Z`, painted('#ffffff', ink)),
  );
  const castle = { x: w * 0.83, y: groundY - 20 };
  const sandcastle = group(
    {},
    rect(castle.x - 80, castle.y - 70, 160, 70, painted('#e6c47f', ink)),
    rect(castle.x - 40, castle.y - 130, 80, 60, painted('#e6c47f', ink)),
    path(d`M${castle.x} ${castle.y - 130}L${castle.x} ${castle.y - 180}`, { stroke: '#6b5b4b', 'stroke-width': 4 }),
    path(d`M${castle.x} ${castle.y - 180}L${castle.x + 34} ${castle.y - 170}L${castle.x} ${castle.y - 160}Z`, { fill: '#f2545b' }),
  );
  return {
    back: group(
      {},
      sky,
      sea,
      waveCrests(w, horizon + 60, '#ffffff', 10, 8),
      waveCrests(w, horizon + 120, '#ffffff', 8, 10),
      sailboat,
      sand,
      foam,
      palmTree(w * 0.08, groundY - 60, 520, ink, 1),
      beachUmbrella(w * 0.95, groundY - 40, 200, ink),
      sandcastle,
    ),
    glow,
    front: group({}, shell(w * 0.45, h - 20, 36, '#f7b2c8', ink), starfish(w * 0.6, h - 36, 30, '#f39237', ink), shell(w * 0.93, h - 14, 30, '#fbe3d2', ink)),
    stage: standingStage(ctx, groundY, { x: boat.x, y: boat.y - 60 }),
  };
};
