import { d, el, type Attrs } from './builder';

export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string => el('circle', { cx, cy, r, ...attrs });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...attrs });

export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}): string =>
  el('rect', { x, y, width, height, ...attrs });

export const path = (pathData: string, attrs: Attrs = {}): string => el('path', { d: pathData, ...attrs });

export interface Point {
  x: number;
  y: number;
}

export const polygon = (points: Point[], attrs: Attrs = {}): string =>
  path(points.map((p, i) => `${i === 0 ? 'M' : 'L'}${pointText(p)}`).join('') + 'Z', attrs);

function pointText(p: Point): string {
  return d`${p.x} ${p.y}`;
}

/** A closed smooth blob through the given points (Catmull-Rom converted to cubic Béziers). */
export function smoothClosedPath(points: Point[]): string {
  const n = points.length;
  const at = (i: number): Point => points[((i % n) + n) % n] as Point;
  return `M${pointText(at(0))}${catmullRomSegments(at, n)}Z`;
}

/** Cubic segments of a smooth curve through the points, continuing from the first point (no leading M). */
export function smoothSegments(points: Point[]): string {
  const at = (i: number): Point => points[Math.max(0, Math.min(points.length - 1, i))] as Point;
  return catmullRomSegments(at, points.length - 1);
}

/** `count` Catmull-Rom spans as cubic Béziers, from point i to i + 1; `at` decides what lies past the ends. */
function catmullRomSegments(at: (i: number) => Point, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    out += `C${pointText(c1)} ${pointText(c2)} ${pointText(p2)}`;
  }
  return out;
}

/** An open smooth curve through the given points. */
export function smoothOpenPath(points: Point[]): string {
  const first = points[0];
  return first ? `M${pointText(first)}${smoothSegments(points)}` : '';
}

/** A five-pointed star centred on (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): Point[] {
  const result: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    result.push({ x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) });
  }
  return result;
}
