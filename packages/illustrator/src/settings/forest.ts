import { group } from '../svg/builder';
import { circle, ellipse } from '../svg/shapes';
import { bush, butterfly, flower, grassTuft, hills, pineTree, roundTree } from '../props/nature';
import type { SettingPainter } from './context';
import { groundPlane, outdoorFrame, standingStage } from './outdoor';

export const forest: SettingPainter = (ctx) => {
  const { w, h, rng, ink } = ctx;
  const { horizon, groundY, sky, glow } = outdoorFrame(ctx, 0.55);
  const farTrees = Array.from({ length: 9 }, (_, i) => pineTree(w * (i / 8) + rng.range(-30, 30), horizon + 30, rng.range(170, 230), '#5b9a6a', ink)).join('');
  const sideTrees = [
    roundTree(w * 0.07, groundY - 90, 420, '#4fa35a', ink, rng),
    pineTree(w * 0.24, groundY - 150, 330, '#3f8f57', ink),
    roundTree(w * 0.8, groundY - 120, 380, '#5cb060', ink, rng, '#f2545b'),
    roundTree(w * 0.97, groundY - 70, 460, '#46975a', ink, rng),
  ].join('');
  const path = ellipse(w * 0.5, groundY + 30, w * 0.32, 60, { fill: '#e8cf9a', opacity: 0.8 });
  const front = group(
    {},
    bush(w * 0.06, h + 10, 150, '#3f8f57', ink, '#f2545b'),
    bush(w * 0.95, h + 20, 170, '#4a9c5c', ink),
    flower(w * 0.2, h - 20, 26, '#f78fa7'),
    flower(w * 0.24, h - 8, 22, '#ffffff'),
    flower(w * 0.78, h - 14, 24, '#b18be8'),
    grassTuft(w * 0.33, h - 6, 22, '#4a9c5c'),
    grassTuft(w * 0.66, h - 2, 20, '#4a9c5c'),
  );
  const fireflies = ctx.time === 'night' || ctx.time === 'evening'
    ? Array.from({ length: 14 }, () => {
        const x = rng.range(0.1, 0.9) * w;
        const y = rng.range(horizon - 40, groundY - 40);
        return circle(x, y, 16, { fill: '#fff39a', opacity: 0.3 }) + circle(x, y, 5, { fill: '#fff7c0' });
      }).join('')
    : '';
  const interest = { x: w * 0.68, y: h * 0.36 };
  return {
    back: group(
      {},
      sky,
      hills(w, horizon + 20, h, 90, '#8cc98a', rng),
      farTrees,
      groundPlane(ctx, horizon + 60, '#8fd081', '#6fba6a', 'forest'),
      path,
      sideTrees,
      butterfly(interest.x, interest.y, 26, '#f7a541'),
    ),
    glow: glow + fireflies,
    front,
    stage: standingStage(ctx, groundY, interest),
  };
};
