import { group } from '../svg/builder';
import { circle, path, rect } from '../svg/shapes';
import { d } from '../svg/builder';
import { stars } from '../lighting/sky';
import { moonSurface, planet, rocket } from '../props/space';
import type { SettingPainter } from './context';

export const space: SettingPainter = (ctx) => {
  const { w, h, ink, time } = ctx;
  const top = time === 'day' || time === 'morning' ? '#2a2466' : '#140f3a';
  const sky = rect(0, 0, w, h, { fill: ctx.defs.linearGradient(`space-${time}`, [[0, top], [0.7, '#3b2f7a'], [1, '#5a3f8f']]) });
  // The two clouds never meet, so each carries the opacity itself: no layer for resvg to draw them through.
  const nebula = group(
    {},
    circle(w * 0.3, h * 0.3, 260, { fill: ctx.defs.radialGradient('nebula-pink', [[0, '#f78fc7', 0.7], [1, '#f78fc7', 0]]), opacity: 0.35 }),
    circle(w * 0.75, h * 0.55, 300, { fill: ctx.defs.radialGradient('nebula-blue', [[0, '#6fc3ff', 0.6], [1, '#6fc3ff', 0]]), opacity: 0.35 }),
  );
  const groundY = h * 0.86;
  const comet = { x: w * 0.8, y: h * 0.13 };
  const cometArt = path(d`M${comet.x} ${comet.y}L${comet.x - 220} ${comet.y - 70}L${comet.x - 210} ${comet.y - 50}Z`, { fill: '#fff3bf', opacity: 0.7 }) + circle(comet.x, comet.y, 14, { fill: '#fff8d8' });
  return {
    back: group(
      {},
      sky,
      nebula,
      planet(w * 0.14, h * 0.2, 90, '#f29b6b', true, ink),
      planet(w * 0.9, h * 0.44, 60, '#7cc4ef', false, ink),
      circle(w * 0.5, h * 0.12, 26, { fill: '#b18be8' }),
      rocket(w * 0.86, h * 0.72, 170, ink, 18),
      moonSurface(w, groundY - 60, h + 10, '#c9c3dd', ink),
    ),
    glow: stars(ctx, 70, h * 0.7) + cometArt,
    front: '',
    washStrength: 0.25,
    stage: { groundY, left: w * 0.14, right: w * 0.76, floating: true, interest: comet },
  };
};
