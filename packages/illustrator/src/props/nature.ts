import { darken, lighten } from '../color/color';
import type { Ink } from '../characters/design';
import { painted } from '../characters/design';
import { d, group, rotate } from '../svg/builder';
import { circle, ellipse, path, type Point } from '../svg/shapes';
import type { Random } from '../random';

/** Trees, bushes, flowers, rocks and hills. Sizes are in pixels; (x, y) is where the thing meets the ground. */

/** Overlapping circles drawn as one blob: all outlines first, then all fills, so only the outer edge shows. */
export function blob(circles: ReadonlyArray<[number, number, number]>, colour: string, ink: Ink): string {
  const outline = painted(colour, ink);
  return (
    circles.map(([cx, cy, r]) => circle(cx, cy, r, { ...outline, 'stroke-width': ink.line * 2 })).join('') +
    circles.map(([cx, cy, r]) => circle(cx, cy, r, { fill: colour })).join('')
  );
}

export function roundTree(x: number, y: number, size: number, leaf: string, ink: Ink, rng: Random, fruit?: string): string {
  const trunk = path(d`M${x - size * 0.09} ${y}Q${x - size * 0.06} ${y - size * 0.5} ${x - size * 0.05} ${y - size * 0.75}L${x + size * 0.05} ${y - size * 0.75}Q${x + size * 0.06} ${y - size * 0.5} ${x + size * 0.09} ${y}Z`, painted('#8a5a3c', ink));
  const cy = y - size * 0.95;
  const crown: Array<[number, number, number]> = [
    [x, cy - size * 0.12, size * 0.3],
    [x - size * 0.26, cy + size * 0.02, size * 0.24],
    [x + size * 0.27, cy, size * 0.25],
    [x - size * 0.12, cy + size * 0.2, size * 0.24],
    [x + size * 0.14, cy + size * 0.2, size * 0.24],
  ].map(([cx, cyy, r]) => [cx as number, cyy as number, (r as number) * rng.range(0.95, 1.08)]);
  const fruits = fruit ? Array.from({ length: 5 }, () => circle(x + rng.range(-0.28, 0.28) * size, y - size * rng.range(0.78, 1.15), size * 0.035, { fill: fruit })) : [];
  return group(
    {},
    trunk,
    blob(crown, leaf, ink),
    circle(x - size * 0.12, cy - size * 0.18, size * 0.1, { fill: lighten(leaf, 0.22), opacity: 0.8 }),
    ...fruits,
  );
}

export function pineTree(x: number, y: number, size: number, leaf: string, ink: Ink, snow = false): string {
  const tiers = [0, 1, 2].map((i) => {
    const top = y - size * (0.55 + i * 0.28);
    const half = size * (0.36 - i * 0.08);
    const base = top + size * 0.42;
    const tier = path(d`M${x} ${top}L${x + half} ${base}Q${x} ${base + size * 0.06} ${x - half} ${base}Z`, painted(leaf, ink));
    const cap = snow ? path(d`M${x} ${top}L${x + half * 0.45} ${top + size * 0.18}Q${x} ${top + size * 0.24} ${x - half * 0.45} ${top + size * 0.18}Z`, { fill: '#ffffff' }) : '';
    return tier + cap;
  });
  return group({}, path(d`M${x - size * 0.05} ${y}L${x - size * 0.05} ${y - size * 0.3}L${x + size * 0.05} ${y - size * 0.3}L${x + size * 0.05} ${y}Z`, painted('#7a4e34', ink)), ...tiers);
}

export function bush(x: number, y: number, size: number, leaf: string, ink: Ink, berries?: string): string {
  const blobs = blob([-0.5, 0, 0.5].map((t, i) => [x + t * size * 0.7, y - size * (i === 1 ? 0.45 : 0.3), size * (i === 1 ? 0.45 : 0.35)]), leaf, ink);
  const dots = berries ? [-0.4, -0.1, 0.25, 0.45].map((t, i) => circle(x + t * size, y - size * (0.3 + (i % 2) * 0.25), size * 0.06, { fill: berries })) : [];
  return group({}, blobs, ...dots);
}

export function flower(x: number, y: number, size: number, petal: string): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = (i / 5) * Math.PI * 2;
    return circle(x + Math.cos(a) * size * 0.45, y - size * 1.4 + Math.sin(a) * size * 0.45, size * 0.38, { fill: petal });
  });
  return group(
    {},
    path(d`M${x} ${y}Q${x - size * 0.2} ${y - size * 0.7} ${x} ${y - size * 1.4}`, { fill: 'none', stroke: '#4f9a4f', 'stroke-width': size * 0.16, 'stroke-linecap': 'round' }),
    ellipse(x + size * 0.25, y - size * 0.5, size * 0.3, size * 0.14, { fill: '#5cae5a' }),
    ...petals,
    circle(x, y - size * 1.4, size * 0.28, { fill: '#ffd84d' }),
  );
}

export function grassTuft(x: number, y: number, size: number, colour: string): string {
  return path(d`M${x - size} ${y}Q${x - size * 0.7} ${y - size * 1.2} ${x - size * 0.9} ${y - size * 1.7}Q${x - size * 0.2} ${y - size} ${x} ${y - size * 2}Q${x + size * 0.25} ${y - size} ${x + size * 0.95} ${y - size * 1.6}Q${x + size * 0.7} ${y - size * 0.9} ${x + size} ${y}Z`, { fill: colour });
}

export function rock(x: number, y: number, size: number, colour: string, ink: Ink): string {
  return group(
    {},
    path(d`M${x - size} ${y}Q${x - size * 0.95} ${y - size * 0.8} ${x - size * 0.2} ${y - size * 0.85}Q${x + size * 0.8} ${y - size * 0.9} ${x + size} ${y}Z`, painted(colour, ink)),
    path(d`M${x - size * 0.5} ${y - size * 0.55}Q${x - size * 0.2} ${y - size * 0.72} ${x + size * 0.2} ${y - size * 0.68}`, { fill: 'none', stroke: lighten(colour, 0.35), 'stroke-width': size * 0.08, 'stroke-linecap': 'round' }),
  );
}

/** A rolling band of land from the left edge to the right edge, filled down to `bottom`. */
export function hills(w: number, baseY: number, bottom: number, amplitude: number, colour: string, rng: Random, bumps = 3): string {
  const points: Point[] = Array.from({ length: bumps * 2 + 1 }, (_, i) => ({
    x: (i / (bumps * 2)) * (w + 200) - 100,
    y: baseY - (i % 2 === 1 ? amplitude * rng.range(0.6, 1.1) : rng.range(-0.15, 0.2) * amplitude),
  }));
  let line = d`M-100 ${bottom}L${points[0]?.x ?? -100} ${points[0]?.y ?? baseY}`;
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1] as Point;
    const cur = points[i] as Point;
    const mid = (prev.x + cur.x) / 2;
    line += d`C${mid} ${prev.y} ${mid} ${cur.y} ${cur.x} ${cur.y}`;
  }
  return path(`${line}${d`L${w + 100} ${bottom}Z`}`, { fill: colour });
}

export function mountain(x: number, baseY: number, width: number, height: number, colour: string, snowCap: boolean, ink: Ink): string {
  const peak = { x, y: baseY - height };
  const body = path(d`M${x - width / 2} ${baseY}L${peak.x - width * 0.06} ${peak.y + height * 0.04}Q${peak.x} ${peak.y - height * 0.02} ${peak.x + width * 0.06} ${peak.y + height * 0.04}L${x + width / 2} ${baseY}Z`, painted(colour, ink));
  const shade = path(d`M${peak.x + width * 0.03} ${peak.y + height * 0.03}L${x + width / 2} ${baseY}L${x + width * 0.12} ${baseY}Z`, { fill: darken(colour, 0.12) });
  const cap = snowCap
    ? path(d`M${peak.x - width * 0.06} ${peak.y + height * 0.04}Q${peak.x} ${peak.y - height * 0.02} ${peak.x + width * 0.06} ${peak.y + height * 0.04}L${peak.x + width * 0.15} ${peak.y + height * 0.28}L${peak.x + width * 0.07} ${peak.y + height * 0.22}L${peak.x} ${peak.y + height * 0.3}L${peak.x - width * 0.08} ${peak.y + height * 0.22}L${peak.x - width * 0.15} ${peak.y + height * 0.28}Z`, { fill: '#ffffff' })
    : '';
  return group({}, body, shade, cap);
}

export function butterfly(x: number, y: number, size: number, colour: string): string {
  return group(
    {},
    ellipse(x - size * 0.5, y - size * 0.3, size * 0.5, size * 0.6, { fill: colour, transform: rotate(-25, x - size * 0.5, y - size * 0.3) }),
    ellipse(x + size * 0.5, y - size * 0.3, size * 0.5, size * 0.6, { fill: colour, transform: rotate(25, x + size * 0.5, y - size * 0.3) }),
    ellipse(x - size * 0.35, y + size * 0.35, size * 0.3, size * 0.35, { fill: lighten(colour, 0.3) }),
    ellipse(x + size * 0.35, y + size * 0.35, size * 0.3, size * 0.35, { fill: lighten(colour, 0.3) }),
    ellipse(x, y, size * 0.12, size * 0.6, { fill: '#3d3250' }),
  );
}
