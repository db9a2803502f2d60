import { painted } from '../characters/design';
import { lighten } from '../color/color';
import { d, group } from '../svg/builder';
import { ellipse, path } from '../svg/shapes';
import { rock, grassTuft } from '../props/nature';
import { middleGround, type PlacePainter } from './place-art';

const WATER = '#4fa9e0';

/** A stream winding right across the middle distance behind the cast, stones and ripples in it. */
export const stream: PlacePainter = (ctx) => {
  const { w } = ctx;
  const { far, near } = middleGround(ctx);
  const y = (far + near) / 2 - 20;
  const upper = (dy: number) => `M-20 ${y - 40 + dy}Q${w * 0.25} ${y - 110 + dy} ${w * 0.5} ${y + dy}T${w + 20} ${y - 20 + dy}`;
  const water = `${upper(-30)}L${w + 20} ${y + 130}Q${w * 0.75} ${y + 250} ${w * 0.5} ${y + 150}T-20 ${y + 110}Z`;
  const ripples = [0.12, 0.36, 0.6, 0.84].map((x, i) => path(d`M${w * x} ${y + 30 + (i % 2) * 50}q30 -12 60 0`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.8 }));
  return {
    back: group(
      { 'data-place': 'stream' },
      path(water, painted(WATER, ctx.ink)),
      path(upper(-16), { fill: 'none', stroke: lighten(WATER, 0.5), 'stroke-width': 10, opacity: 0.7 }),
      ...ripples,
      rock(w * 0.26, y + 80, 44, '#9aa3ad', ctx.ink),
      rock(w * 0.7, y + 120, 38, '#8d96a0', ctx.ink),
      grassTuft(w * 0.08, y + 124, 22, '#4a9c5c'),
      grassTuft(w * 0.92, y + 144, 22, '#4a9c5c'),
    ),
  };
};

/** A pond (a lake, a moat) spread across the middle distance, lily pads and reeds on it; frozen, pale ice with skate marks. */
const pondOf = (frozen: boolean): PlacePainter => (ctx) => {
  const { w } = ctx;
  const { far, near } = middleGround(ctx);
  const cy = (far + near) / 2;
  const colour = frozen ? '#d4eefa' : WATER;
  const dressing = frozen
    ? [path(d`M${w * 0.3} ${cy}q${w * 0.1} -30 ${w * 0.2} 0t${w * 0.2} 0`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 6, opacity: 0.9 }), path(d`M${w * 0.38} ${cy + 30}q${w * 0.08} 20 ${w * 0.16} 0`, { fill: 'none', stroke: '#9ccbe2', 'stroke-width': 4 })]
    : [ellipse(w * 0.32, cy + 10, 40, 14, { fill: '#5cae5a' }), ellipse(w * 0.66, cy - 12, 34, 12, { fill: '#5cae5a' }), ...[0.2, 0.22, 0.8].map((x) => path(d`M${w * x} ${cy + 20}l0 -90`, { stroke: '#4f7f3f', 'stroke-width': 7, 'stroke-linecap': 'round' }))];
  return {
    back: group(
      { 'data-place': frozen ? 'frozen pond' : 'pond' },
      ellipse(w * 0.5, cy, w * 0.36, (near - far) * 0.36, painted(colour, ctx.ink)),
      ellipse(w * 0.46, cy - (near - far) * 0.1, w * 0.2, (near - far) * 0.1, { fill: lighten(colour, 0.45), opacity: 0.7 }),
      ...dressing,
    ),
  };
};

export const pond = pondOf(false);
export const frozenPond = pondOf(true);

/** A waterfall dropping down a cliff behind the cast into a pool. */
export const waterfall: PlacePainter = (ctx) => {
  const { w, h } = ctx;
  const { far } = middleGround(ctx);
  const top = h * 0.18;
  return {
    back: group(
      { 'data-place': 'waterfall' },
      path(d`M${w * 0.5} ${far + 40}L${w * 0.52} ${top}Q${w * 0.7} ${top - 60} ${w * 0.88} ${top}L${w * 0.9} ${far + 40}Z`, painted('#8d8f9c', ctx.ink)),
      path(d`M${w * 0.62} ${top}L${w * 0.76} ${top}L${w * 0.78} ${far + 30}L${w * 0.6} ${far + 30}Z`, { fill: '#bfe6f7' }),
      ...[0.65, 0.69, 0.73].map((x) => path(d`M${w * x} ${top + 20}L${w * (x + 0.005)} ${far}`, { stroke: '#ffffff', 'stroke-width': 8, opacity: 0.8 })),
      ellipse(w * 0.69, far + 50, w * 0.2, 40, painted(WATER, ctx.ink)),
      ellipse(w * 0.69, far + 30, w * 0.1, 16, { fill: '#ffffff', opacity: 0.8 }),
    ),
  };
};
