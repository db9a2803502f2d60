import { darken, lighten } from '../color/color';
import type { Ink } from '../characters/design';
import { painted } from '../characters/design';
import { d, group } from '../svg/builder';
import { circle, ellipse, path, polygon, starPoints } from '../svg/shapes';

export function fish(x: number, y: number, size: number, colour: string, facing: 1 | -1, ink: Ink): string {
  const f = facing;
  return group(
    {},
    path(d`M${x - f * size * 0.8} ${y}L${x - f * size * 1.3} ${y - size * 0.45}L${x - f * size * 1.25} ${y + size * 0.45}Z`, painted(darken(colour, 0.1), ink)),
    ellipse(x, y, size, size * 0.62, painted(colour, ink)),
    path(d`M${x - f * size * 0.1} ${y - size * 0.55}Q${x} ${y} ${x - f * size * 0.1} ${y + size * 0.55}`, { fill: 'none', stroke: lighten(colour, 0.4), 'stroke-width': size * 0.12 }),
    circle(x + f * size * 0.5, y - size * 0.12, size * 0.14, { fill: '#2d2436' }),
    circle(x + f * size * 0.54, y - size * 0.16, size * 0.05, { fill: '#ffffff' }),
  );
}

export function seaweed(x: number, y: number, height: number, colour: string): string {
  const sway = height * 0.12;
  return path(d`M${x - 10} ${y}C${x - 10 - sway} ${y - height * 0.35} ${x - 10 + sway} ${y - height * 0.6} ${x - 4} ${y - height}C${x + 8 + sway} ${y - height * 0.6} ${x + 10 - sway} ${y - height * 0.35} ${x + 12} ${y}Z`, { fill: colour });
}

export function coral(x: number, y: number, size: number, colour: string, ink: Ink): string {
  const branch = (dx: number, h: number): string => path(d`M${x} ${y}Q${x + dx * 0.3} ${y - h * 0.5} ${x + dx} ${y - h}`, { fill: 'none', stroke: colour, 'stroke-width': size * 0.16, 'stroke-linecap': 'round' });
  return group({}, branch(-size * 0.5, size * 0.9), branch(0, size * 1.2), branch(size * 0.55, size * 0.8), branch(size * 0.25, size * 0.55), circle(x, y, size * 0.12, painted(colour, ink)));
}

export function bubble(x: number, y: number, r: number): string {
  return circle(x, y, r, { fill: '#ffffff', 'fill-opacity': 0.25, stroke: '#ffffff', 'stroke-opacity': 0.8, 'stroke-width': Math.max(2, r * 0.18) }) +
    circle(x - r * 0.35, y - r * 0.35, r * 0.22, { fill: '#ffffff', opacity: 0.8 });
}

export function shell(x: number, y: number, size: number, colour: string, ink: Ink): string {
  const ribs = [-0.5, -0.17, 0.17, 0.5].map((t) => path(d`M${x} ${y}L${x + t * size} ${y - size * 0.75}`, { stroke: darken(colour, 0.2), 'stroke-width': size * 0.06 }));
  return group({}, path(d`M${x} ${y}L${x - size * 0.7} ${y - size * 0.55}Q${x} ${y - size * 1.2} ${x + size * 0.7} ${y - size * 0.55}Z`, painted(colour, ink)), ...ribs);
}

export function starfish(x: number, y: number, size: number, colour: string, ink: Ink): string {
  return polygon(starPoints(x, y, size, size * 0.45), { ...painted(colour, ink), 'stroke-linejoin': 'round' });
}

export function palmTree(x: number, y: number, size: number, ink: Ink, lean = 1): string {
  const top = { x: x + lean * size * 0.25, y: y - size };
  const trunk = path(d`M${x - size * 0.06} ${y}Q${x + lean * size * 0.05} ${y - size * 0.5} ${top.x - size * 0.03} ${top.y}L${top.x + size * 0.04} ${top.y + 4}Q${x + lean * size * 0.12} ${y - size * 0.5} ${x + size * 0.07} ${y}Z`, painted('#b98552', ink));
  const leaf = (angle: number): string => {
    const a = (angle * Math.PI) / 180;
    const tip = { x: top.x + Math.cos(a) * size * 0.5, y: top.y + Math.sin(a) * size * 0.5 + size * 0.12 };
    const ctrl = { x: top.x + Math.cos(a) * size * 0.3, y: top.y + Math.sin(a) * size * 0.3 - size * 0.16 };
    return path(d`M${top.x} ${top.y}Q${ctrl.x} ${ctrl.y - size * 0.05} ${tip.x} ${tip.y}Q${ctrl.x} ${ctrl.y + size * 0.09} ${top.x} ${top.y}Z`, painted('#4fae5d', ink));
  };
  return group({}, trunk, ...[-165, -125, -55, -15].map(leaf), circle(top.x - 8, top.y + 10, size * 0.04, { fill: '#7a5232' }), circle(top.x + 10, top.y + 14, size * 0.04, { fill: '#7a5232' }));
}

export function beachUmbrella(x: number, y: number, size: number, ink: Ink): string {
  const top = y - size;
  const colours = ['#f2545b', '#ffffff', '#f2545b', '#ffffff'];
  const segments = colours.map((colour, i) => {
    const x0 = x - size * 0.6 + i * size * 0.3;
    return path(d`M${x} ${top - size * 0.25}L${x0} ${top}Q${x0 + size * 0.15} ${top - size * 0.06} ${x0 + size * 0.3} ${top}Z`, painted(colour, ink));
  });
  return group({}, path(d`M${x} ${y}L${x} ${top - size * 0.25}`, { stroke: '#8a6a4a', 'stroke-width': 8 }), ...segments);
}

/** Rows of gentle wave crests across a band of water. */
export function waveCrests(w: number, y: number, colour: string, count: number, amplitude = 10): string {
  const step = w / count;
  let line = d`M0 ${y}`;
  for (let i = 0; i < count; i++) line += d`q${step / 4} ${-amplitude} ${step / 2} 0t${step / 2} 0`;
  return path(line, { fill: 'none', stroke: colour, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.8 });
}
