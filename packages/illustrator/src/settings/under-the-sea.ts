import type { TimeOfDay } from '@studio/contracts/stories';
import { group } from '../svg/builder';
import { circle, ellipse, path, rect } from '../svg/shapes';
import { d } from '../svg/builder';
import { bubble, coral, fish, seaweed, shell, starfish } from '../props/sea';
import { rock } from '../props/nature';
import { painted } from '../characters/design';
import type { SettingPainter } from './context';

const WATER: Record<TimeOfDay, [string, string]> = {
  morning: ['#7fd6e3', '#2a86b8'],
  day: ['#5fd0e0', '#1f74b0'],
  evening: ['#6fa9d6', '#2c4f93'],
  night: ['#1f4a80', '#0c1d45'],
};

export const underTheSea: SettingPainter = (ctx) => {
  const { w, h, rng, ink, time } = ctx;
  const [top, bottom] = WATER[time];
  const water = rect(0, 0, w, h, { fill: ctx.defs.linearGradient(`water-${time}`, [[0, top], [1, bottom]]) });
  // The rays never overlap, so each carries the opacity itself: no layer for resvg to draw them through.
  const rays = [0.15, 0.38, 0.62, 0.85]
    .map((t) => path(d`M${w * t - 40} 0L${w * t + 40} 0L${w * t + 180} ${h * 0.8}L${w * t + 40} ${h * 0.8}Z`, { fill: '#ffffff', opacity: time === 'night' ? 0.06 : 0.16 }))
    .join('');
  const floorY = h * 0.8;
  const sand = path(d`M-20 ${floorY}Q${w * 0.25} ${floorY - 40} ${w * 0.5} ${floorY}T${w + 20} ${floorY - 10}L${w + 20} ${h + 10}L-20 ${h + 10}Z`, { fill: '#f1d9a2' });
  const weeds = [0.04, 0.09, 0.91, 0.96, 0.3].map((t, i) => seaweed(w * t, floorY + 30, rng.range(200, 340) * (i === 4 ? 0.6 : 1), i % 2 ? '#3fae7a' : '#58c08a')).join('');
  const fishes = [
    fish(w * 0.2, h * 0.22, 34, '#f7a541', 1, ink),
    fish(w * 0.26, h * 0.3, 26, '#f7a541', 1, ink),
    fish(w * 0.82, h * 0.18, 40, '#f2545b', -1, ink),
    fish(w * 0.74, h * 0.42, 30, '#b18be8', -1, ink),
  ].join('');
  const bubbles = Array.from({ length: 10 }, () => bubble(rng.range(0.05, 0.95) * w, rng.range(0.05, 0.7) * h, rng.range(6, 18))).join('');
  const chest = { x: w * 0.86, y: floorY + 40 };
  const treasure = group(
    {},
    rect(chest.x - 70, chest.y - 70, 140, 80, { ...painted('#a86a3c', ink), rx: 10 }),
    path(d`M${chest.x - 70} ${chest.y - 70}Q${chest.x} ${chest.y - 130} ${chest.x + 70} ${chest.y - 70}Z`, painted('#b97a48', ink)),
    rect(chest.x - 12, chest.y - 80, 24, 30, { ...painted('#f5c443', ink), rx: 5 }),
    circle(chest.x - 40, chest.y - 86, 8, { fill: '#fff3a0' }),
  );
  const jellyGlow = time === 'night' || time === 'evening'
    ? [0.14, 0.6].map((t, i) => {
        const x = w * t;
        const y = h * (0.2 + i * 0.12);
        return circle(x, y, 60, { fill: '#c7a8ff', opacity: 0.22 }) +
          path(d`M${x - 34} ${y}A34 30 0 0 1 ${x + 34} ${y}Z`, { fill: '#e2ccff' }) +
          path(d`M${x - 20} ${y}q-6 30 4 60M${x} ${y}q6 30 -4 60M${x + 20} ${y}q-6 30 4 60`, { fill: 'none', stroke: '#e2ccff', 'stroke-width': 5, 'stroke-linecap': 'round' });
      }).join('')
    : '';
  const front = group(
    {},
    coral(w * 0.12, h + 5, 120, '#f2789a', ink),
    coral(w * 0.7, h + 10, 90, '#f7a541', ink),
    rock(w * 0.02, h + 10, 110, '#8e8aa6', ink),
    shell(w * 0.36, h - 12, 34, '#f7b2c8', ink),
    starfish(w * 0.56, h - 30, 28, '#f39237', ink),
  );
  return {
    back: group({}, water, rays, sand, weeds, fishes, treasure, ellipse(w * 0.5, floorY + 70, w * 0.3, 40, { fill: '#e4c88e', opacity: 0.7 })),
    glow: bubbles + jellyGlow,
    front,
    washStrength: 0.5,
    stage: { groundY: h * 0.88, left: w * 0.16, right: w * 0.8, floating: true, interest: { x: chest.x, y: chest.y - 60 } },
  };
};
