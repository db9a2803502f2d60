import { darken, lighten } from '../color/color';
import { d, group } from '../svg/builder';
import { circle, ellipse, path, rect, type Point } from '../svg/shapes';
import { painted, type Ink } from './design';

/** Things characters hold or lie under. Colours are fixed or derived from the character, never from the page. */

export function openBook(at: Point, size: number, cover: string, ink: Ink): string {
  const w = size;
  const h = size * 0.62;
  const pages = { fill: '#fffaf0', stroke: '#b9a98c', 'stroke-width': ink.line * 0.7, 'stroke-linejoin': 'round' };
  const lines = [0.3, 0.5, 0.7].flatMap((t) => [-1, 1].map((side) =>
    path(d`M${at.x + side * w * 0.12} ${at.y - h / 2 + h * t}L${at.x + side * w * 0.4} ${at.y - h / 2 + h * t}`, { stroke: '#c9bba3', 'stroke-width': ink.line * 0.6 }),
  ));
  return group(
    { 'data-part': 'prop' },
    path(d`M${at.x - w / 2 - 6} ${at.y - h / 2 + 6}L${at.x + w / 2 + 6} ${at.y - h / 2 + 6}L${at.x + w / 2 + 6} ${at.y + h / 2 + 8}L${at.x - w / 2 - 6} ${at.y + h / 2 + 8}Z`, painted(cover, ink)),
    path(d`M${at.x} ${at.y - h / 2 + 8}Q${at.x - w * 0.25} ${at.y - h / 2 - 4} ${at.x - w / 2} ${at.y - h / 2}L${at.x - w / 2} ${at.y + h / 2}Q${at.x - w * 0.25} ${at.y + h / 2 - 4} ${at.x} ${at.y + h / 2 + 4}Z`, pages),
    path(d`M${at.x} ${at.y - h / 2 + 8}Q${at.x + w * 0.25} ${at.y - h / 2 - 4} ${at.x + w / 2} ${at.y - h / 2}L${at.x + w / 2} ${at.y + h / 2}Q${at.x + w * 0.25} ${at.y + h / 2 - 4} ${at.x} ${at.y + h / 2 + 4}Z`, pages),
    ...lines,
  );
}

export function magnifier(at: Point, size: number, facing: number): string {
  const lens = { x: at.x + facing * size * 0.55, y: at.y - size * 0.55 };
  return group(
    { 'data-part': 'prop' },
    path(d`M${at.x} ${at.y}L${lens.x - facing * size * 0.28} ${lens.y + size * 0.28}`, { stroke: '#8a5a36', 'stroke-width': size * 0.16, 'stroke-linecap': 'round' }),
    circle(lens.x, lens.y, size * 0.42, { fill: '#d8f1ff', 'fill-opacity': 0.75, stroke: '#f1b63f', 'stroke-width': size * 0.11 }),
    path(d`M${lens.x - size * 0.2} ${lens.y - size * 0.08}Q${lens.x - size * 0.15} ${lens.y - size * 0.22} ${lens.x} ${lens.y - size * 0.24}`, {
      fill: 'none', stroke: '#ffffff', 'stroke-width': size * 0.06, 'stroke-linecap': 'round',
    }),
  );
}

const FRUIT = ['#e5484d', '#f5a524', '#e5484d', '#7cc46a'] as const;

export function basket(at: Point, size: number, ink: Ink): string {
  const w = size;
  const h = size * 0.55;
  const top = at.y - h * 0.15;
  const fruit = FRUIT.map((colour, i) => circle(at.x - w * 0.3 + i * w * 0.2, top - w * 0.05 - (i % 2) * w * 0.08, w * 0.13, painted(colour, ink)));
  const weave = [0.35, 0.65].map((t) => path(d`M${at.x - w * 0.45} ${top + h * t}L${at.x + w * 0.45} ${top + h * t}`, { stroke: '#a4713f', 'stroke-width': ink.line }));
  return group(
    { 'data-part': 'prop' },
    path(d`M${at.x - w * 0.42} ${top}A${w * 0.42} ${w * 0.5} 0 0 1 ${at.x + w * 0.42} ${top}`, { fill: 'none', stroke: '#a4713f', 'stroke-width': w * 0.06 }),
    ...fruit,
    path(d`M${at.x - w / 2} ${top}L${at.x + w / 2} ${top}L${at.x + w * 0.38} ${top + h}L${at.x - w * 0.38} ${top + h}Z`, painted('#d9a05b', ink)),
    ...weave,
  );
}

const BALLOONS = ['#f2545b', '#f7c548', '#5fb0e8'] as const;

export function balloons(hand: Point, size: number, ink: Ink): string {
  const tops = [
    { x: hand.x - size * 0.45, y: hand.y - size * 1.55 },
    { x: hand.x + size * 0.05, y: hand.y - size * 1.85 },
    { x: hand.x + size * 0.5, y: hand.y - size * 1.5 },
  ];
  return group(
    { 'data-part': 'prop' },
    ...tops.map((top) => path(d`M${hand.x} ${hand.y}Q${(hand.x + top.x) / 2 + 10} ${(hand.y + top.y) / 2} ${top.x} ${top.y + size * 0.38}`, {
      fill: 'none', stroke: '#6b6373', 'stroke-width': 2.5,
    })),
    ...tops.map((top, i) => {
      const colour = BALLOONS[i] as string;
      return (
        ellipse(top.x, top.y, size * 0.3, size * 0.37, painted(colour, ink)) +
        ellipse(top.x - size * 0.1, top.y - size * 0.14, size * 0.06, size * 0.1, { fill: lighten(colour, 0.6) })
      );
    }),
  );
}

/** A quilt drawn in the lying figure's own coordinates (feet at 0,0, head up). */
export function blanket(halfWidth: number, fromY: number, colour: string, ink: Ink): string {
  const x = -halfWidth - 22;
  const w = (halfWidth + 22) * 2;
  const h = -fromY + 30;
  const dots = [0.25, 0.55, 0.85].flatMap((ty) => [0.3, 0.7].map((tx) =>
    circle(x + w * tx + (ty > 0.5 ? 8 : -8), fromY + h * ty, 7, { fill: lighten(colour, 0.45) }),
  ));
  return group(
    { 'data-part': 'prop' },
    rect(x, fromY, w, h, { ...painted(colour, ink), rx: 22 }),
    rect(x - 4, fromY - 4, w + 8, 26, { ...painted(lighten(colour, 0.6), ink), rx: 13 }),
    ...dots,
  );
}

export function pillow(at: Point, size: number, ink: Ink): string {
  return group({ 'data-part': 'prop' }, ellipse(at.x, at.y, size * 0.85, size * 0.32, painted('#fdf6ec', ink, { stroke: darken('#fdf6ec', 0.3) })));
}
