import { darken, lighten } from '../color/color';
import type { Ink } from '../characters/design';
import { painted } from '../characters/design';
import { d, group, rotate } from '../svg/builder';
import { circle, ellipse, path } from '../svg/shapes';

export function planet(x: number, y: number, r: number, colour: string, ringed: boolean, ink: Ink): string {
  const ring = (front: boolean): string =>
    ringed
      ? path(front ? d`M${x - r * 1.7} ${y}A${r * 1.7} ${r * 0.45} 0 0 0 ${x + r * 1.7} ${y}` : d`M${x - r * 1.7} ${y}A${r * 1.7} ${r * 0.45} 0 0 1 ${x + r * 1.7} ${y}`, {
          fill: 'none', stroke: '#f7d37a', 'stroke-width': r * 0.16, transform: rotate(-15, x, y),
        })
      : '';
  return group(
    {},
    ring(false),
    circle(x, y, r, painted(colour, ink)),
    path(d`M${x - r * 0.9} ${y - r * 0.2}Q${x} ${y - r * 0.05} ${x + r * 0.9} ${y - r * 0.35}`, { fill: 'none', stroke: darken(colour, 0.12), 'stroke-width': r * 0.14, 'stroke-linecap': 'round' }),
    circle(x - r * 0.35, y - r * 0.45, r * 0.16, { fill: lighten(colour, 0.3) }),
    circle(x + r * 0.35, y + r * 0.4, r * 0.12, { fill: darken(colour, 0.1) }),
    ring(true),
  );
}

export function rocket(x: number, y: number, size: number, ink: Ink, tilt = 20): string {
  const s = size;
  return group(
    { transform: rotate(tilt, x, y) },
    path(d`M${x - s * 0.1} ${y + s * 0.45}C${x - s * 0.12} ${y + s * 0.75} ${x} ${y + s * 0.95} ${x} ${y + s * 0.95}C${x} ${y + s * 0.95} ${x + s * 0.12} ${y + s * 0.75} ${x + s * 0.1} ${y + s * 0.45}Z`, { fill: '#f7a541' }),
    path(d`M${x - s * 0.18} ${y + s * 0.25}L${x - s * 0.34} ${y + s * 0.5}L${x - s * 0.16} ${y + s * 0.45}Z M${x + s * 0.18} ${y + s * 0.25}L${x + s * 0.34} ${y + s * 0.5}L${x + s * 0.16} ${y + s * 0.45}Z`, painted('#e5484d', ink)),
    path(d`M${x} ${y - s * 0.6}C${x + s * 0.3} ${y - s * 0.3} ${x + s * 0.22} ${y + s * 0.25} ${x + s * 0.17} ${y + s * 0.48}L${x - s * 0.17} ${y + s * 0.48}C${x - s * 0.22} ${y + s * 0.25} ${x - s * 0.3} ${y - s * 0.3} ${x} ${y - s * 0.6}Z`, painted('#f1f3f8', ink)),
    path(d`M${x} ${y - s * 0.6}C${x + s * 0.12} ${y - s * 0.48} ${x + s * 0.18} ${y - s * 0.4} ${x + s * 0.2} ${y - s * 0.33}L${x - s * 0.2} ${y - s * 0.33}C${x - s * 0.18} ${y - s * 0.4} ${x - s * 0.12} ${y - s * 0.48} ${x} ${y - s * 0.6}Z`, painted('#e5484d', ink)),
    circle(x, y - s * 0.08, s * 0.1, painted('#7cc4ef', ink)),
  );
}

export function moonSurface(w: number, y: number, bottom: number, colour: string, ink: Ink): string {
  const craters = [0.12, 0.38, 0.7, 0.9].map((t, i) => ellipse(w * t, y + 40 + (i % 2) * 60, 60 - i * 6, 16 - i, { fill: darken(colour, 0.12), stroke: darken(colour, 0.3), 'stroke-width': ink.line * 0.6 }));
  return group({}, path(d`M-20 ${y + 20}Q${w * 0.25} ${y - 30} ${w * 0.5} ${y}T${w + 20} ${y - 10}L${w + 20} ${bottom}L-20 ${bottom}Z`, painted(colour, ink)), ...craters);
}
