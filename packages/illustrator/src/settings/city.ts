import { group } from '../svg/builder';
import { ellipse, path, rect } from '../svg/shapes';
import { d } from '../svg/builder';
import { cityBuilding, lamppost } from '../props/buildings';
import { bush, roundTree } from '../props/nature';
import { painted } from '../characters/design';
import type { SettingPainter } from './context';
import { outdoorFrame, standingStage } from './outdoor';

const WALLS = ['#f4a48c', '#9ac3e8', '#f5d17a', '#b9a3e3', '#8fd0b8', '#f29bb3'] as const;

export const city: SettingPainter = (ctx) => {
  const { w, h, rng, ink, time } = ctx;
  const { horizon, groundY, sky, glow } = outdoorFrame(ctx, 0.62);
  const lit = time === 'evening' || time === 'night';
  // The towers stand apart (a ninth of the width apart, a tenth wide), so each carries the opacity itself: no layer for resvg to draw them through.
  const skyline = group(
    {},
    ...Array.from({ length: 10 }, (_, i) => rect(i * (w / 9) - 40, horizon - rng.range(120, 300), w / 10, 400, { fill: '#a9b7d6', rx: 6, opacity: 0.55 })),
  );
  const buildings = Array.from({ length: 6 }, (_, i) => {
    const width = rng.range(200, 250);
    return cityBuilding(w * (i / 5) + rng.range(-20, 20), horizon + 40, width, rng.range(320, 470), WALLS[i % WALLS.length] as string, lit, ink);
  });
  const pavement = rect(-10, horizon + 40, w + 20, h, { fill: '#d9d2cc' });
  const kerb = rect(-10, groundY + 60, w + 20, 18, { fill: '#b8afa8' });
  const road = rect(-10, groundY + 78, w + 20, h, { fill: '#6d6a78' });
  const stripes = Array.from({ length: 8 }, (_, i) => rect(i * 220 + 40, groundY + 120, 110, 12, { fill: '#f4efe6', rx: 6 })).join('');
  const lamps = [0.1, 0.9].map((t) => lamppost(w * t, groundY + 40, 330, lit, ink));
  const balloon = { x: w * 0.7, y: h * 0.16 };
  const hotAirBalloon = group(
    {},
    path(d`M${balloon.x - 70} ${balloon.y}A70 80 0 1 1 ${balloon.x + 70} ${balloon.y}Q${balloon.x + 60} ${balloon.y + 50} ${balloon.x + 18} ${balloon.y + 90}L${balloon.x - 18} ${balloon.y + 90}Q${balloon.x - 60} ${balloon.y + 50} ${balloon.x - 70} ${balloon.y}Z`, painted('#f2545b', ink)),
    path(d`M${balloon.x - 25} ${balloon.y - 75}Q${balloon.x - 35} ${balloon.y + 20} ${balloon.x - 14} ${balloon.y + 88}M${balloon.x + 25} ${balloon.y - 75}Q${balloon.x + 35} ${balloon.y + 20} ${balloon.x + 14} ${balloon.y + 88}`, { fill: 'none', stroke: '#f7c548', 'stroke-width': 12 }),
    rect(balloon.x - 20, balloon.y + 100, 40, 30, { ...painted('#b07a4f', ink), rx: 5 }),
  );
  return {
    back: group(
      {},
      sky,
      hotAirBalloon,
      skyline,
      pavement,
      ...buildings.map((b) => b.body),
      lit ? '' : group({}, ...buildings.map((b) => b.windows)),
      roundTree(w * 0.3, horizon + 60, 220, '#5cb060', ink, rng),
      bush(w * 0.62, horizon + 60, 90, '#4fa35a', ink, '#f78fa7'),
      ellipse(w * 0.5, groundY + 10, w * 0.5, 30, { fill: '#cfc7c0', opacity: 0.6 }),
      ...lamps.map((l) => l.body),
      kerb,
      road,
      stripes,
    ),
    glow: glow + (lit ? group({}, ...buildings.map((b) => b.windows)) : '') + lamps.map((l) => l.light).join(''),
    front: '',
    stage: standingStage(ctx, groundY + 40, balloon),
  };
};
