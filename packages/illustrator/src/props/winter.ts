import type { Ink } from '../characters/design';
import { painted } from '../characters/design';
import { d, group } from '../svg/builder';
import { circle, path } from '../svg/shapes';

export function snowflake(x: number, y: number, size: number): string {
  const arms = [0, 60, 120].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const dx = Math.cos(a) * size;
    const dy = Math.sin(a) * size;
    return path(d`M${x - dx} ${y - dy}L${x + dx} ${y + dy}`, { stroke: '#ffffff', 'stroke-width': Math.max(2, size * 0.22), 'stroke-linecap': 'round' });
  });
  return group({ opacity: 0.9 }, ...arms);
}

export function snowman(x: number, y: number, size: number, scarf: string, ink: Ink): string {
  const snow = painted('#ffffff', ink, { stroke: '#b8c6dc' });
  return group(
    {},
    path(d`M${x - size * 0.3} ${y - size * 0.95}L${x - size * 0.62} ${y - size * 1.2}M${x + size * 0.3} ${y - size * 0.95}L${x + size * 0.6} ${y - size * 1.25}`, { stroke: '#7a5232', 'stroke-width': size * 0.04, 'stroke-linecap': 'round' }),
    circle(x, y - size * 0.38, size * 0.4, snow),
    circle(x, y - size * 1.0, size * 0.3, snow),
    circle(x, y - size * 1.48, size * 0.22, snow),
    path(d`M${x - size * 0.24} ${y - size * 1.3}Q${x} ${y - size * 1.22} ${x + size * 0.24} ${y - size * 1.3}L${x + size * 0.26} ${y - size * 1.22}Q${x} ${y - size * 1.12} ${x - size * 0.26} ${y - size * 1.22}Z M${x + size * 0.1} ${y - size * 1.22}L${x + size * 0.2} ${y - size * 0.98}L${x + size * 0.02} ${y - size * 1.02}Z`, painted(scarf, ink)),
    path(d`M${x} ${y - size * 1.45}L${x + size * 0.22} ${y - size * 1.41}L${x} ${y - size * 1.38}Z`, { fill: '#f39237' }),
    circle(x - size * 0.08, y - size * 1.53, size * 0.03, { fill: '#2d2436' }),
    circle(x + size * 0.08, y - size * 1.53, size * 0.03, { fill: '#2d2436' }),
    ...[0.9, 0.75, 0.6].map((t) => circle(x, y - size * t, size * 0.03, { fill: '#2d2436' })),
  );
}
