import type { Point } from '../svg/shapes';

/** Where a point ends up after `rotate(angle, pivot)` and then `translate(dx, dy)`, as SVG applies them. */
export function movePoint(p: Point, dx: number, dy: number, angleDeg = 0, pivot: Point = { x: 0, y: 0 }): Point {
  const a = (angleDeg * Math.PI) / 180;
  const x = p.x - pivot.x;
  const y = p.y - pivot.y;
  return { x: pivot.x + x * Math.cos(a) - y * Math.sin(a) + dx, y: pivot.y + x * Math.sin(a) + y * Math.cos(a) + dy };
}
