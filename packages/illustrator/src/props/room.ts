import { darken, lighten } from '../color/color';
import type { Ink } from '../characters/design';
import { painted } from '../characters/design';
import { d, group } from '../svg/builder';
import { circle, ellipse, path, rect } from '../svg/shapes';

export function bed(x: number, y: number, width: number, quilt: string, ink: Ink): string {
  const h = width * 0.3;
  const frame = '#b07a4f';
  return group(
    {},
    rect(x - width / 2 - 20, y - h * 1.9, 34, h * 1.9 + 30, { ...painted(frame, ink), rx: 12 }),
    rect(x + width / 2 - 14, y - h * 1.2, 34, h * 1.2 + 30, { ...painted(frame, ink), rx: 12 }),
    rect(x - width / 2, y - 10, width, h * 0.9, { ...painted(darken(frame, 0.05), ink), rx: 10 }),
    rect(x - width / 2 + 6, y - 34, width - 12, 40, { ...painted(lighten(quilt, 0.55), ink), rx: 16 }),
  );
}

/** The bed's quilt, drawn over whoever sleeps in it. */
export function quilt(x: number, y: number, width: number, colour: string, ink: Ink): string {
  const left = x - width * 0.12;
  const right = x + width / 2 + 4;
  const top = y - 178;
  const patches = Array.from({ length: 4 }, (_, i) => rect(left + 24 + i * ((right - left - 48) / 4), top + 30, (right - left - 48) / 4 - 12, 40, { fill: lighten(colour, i % 2 ? 0.35 : 0.15), rx: 8 }));
  return group(
    { 'data-layer': 'quilt' },
    path(d`M${left} ${top + 20}Q${left} ${top} ${left + 30} ${top}L${right - 20} ${top}Q${right} ${top} ${right} ${top + 20}L${right + 10} ${y + 70}L${left - 16} ${y + 70}Z`, painted(colour, ink)),
    ...patches,
    rect(left - 10, top - 8, 60, 40, { ...painted(lighten(colour, 0.6), ink), rx: 14 }),
  );
}

export function roomWindow(x: number, y: number, width: number, height: number, ink: Ink): { frame: string; clipRect: [number, number, number, number] } {
  const frame = '#f6efe2';
  return {
    frame: group(
      {},
      rect(x - width / 2, y - height / 2, width, height, { fill: 'none', stroke: frame, 'stroke-width': 22 }),
      path(d`M${x} ${y - height / 2}L${x} ${y + height / 2}M${x - width / 2} ${y}L${x + width / 2} ${y}`, { stroke: frame, 'stroke-width': 12 }),
      rect(x - width / 2 - 30, y + height / 2 + 4, width + 60, 22, { ...painted(darken(frame, 0.08), ink), rx: 6 }),
      path(d`M${x - width / 2 - 40} ${y - height / 2 - 30}Q${x - width / 2 + 10} ${y} ${x - width / 2 - 10} ${y + height / 2 + 10}L${x - width / 2 - 60} ${y + height / 2 + 10}L${x - width / 2 - 60} ${y - height / 2 - 30}Z`, painted('#f28fa0', ink)),
      path(d`M${x + width / 2 + 40} ${y - height / 2 - 30}Q${x + width / 2 - 10} ${y} ${x + width / 2 + 10} ${y + height / 2 + 10}L${x + width / 2 + 60} ${y + height / 2 + 10}L${x + width / 2 + 60} ${y - height / 2 - 30}Z`, painted('#f28fa0', ink)),
    ),
    clipRect: [x - width / 2, y - height / 2, width, height],
  };
}

export function lamp(x: number, y: number, size: number, lit: boolean, ink: Ink): { body: string; light: string } {
  return {
    body: group(
      {},
      rect(x - size * 0.35, y - size * 0.9, size * 0.7, size * 0.9, { ...painted('#8a6a9a', ink), rx: 8 }),
      path(d`M${x} ${y - size * 0.9}L${x} ${y - size * 1.4}`, { stroke: '#6b5b4b', 'stroke-width': 6 }),
    ),
    light: group(
      {},
      lit ? circle(x, y - size * 1.55, size * 1.4, { fill: '#ffd96a', opacity: 0.22 }) : '',
      path(d`M${x - size * 0.45} ${y - size * 1.35}L${x - size * 0.28} ${y - size * 1.8}L${x + size * 0.28} ${y - size * 1.8}L${x + size * 0.45} ${y - size * 1.35}Z`, painted(lit ? '#ffe08a' : '#f6d7a8', ink)),
    ),
  };
}

export function rug(x: number, y: number, width: number, colour: string): string {
  return group({}, ellipse(x, y, width / 2, width * 0.12, { fill: colour }), ellipse(x, y, width * 0.38, width * 0.085, { fill: 'none', stroke: lighten(colour, 0.4), 'stroke-width': 8, 'stroke-dasharray': '18 12' }));
}

export function shelf(x: number, y: number, width: number, ink: Ink): string {
  const books = ['#e5484d', '#3d7dd8', '#f5c443', '#55ad62', '#8c5cc8'].map((colour, i) =>
    rect(x - width / 2 + 14 + i * 30, y - 70 + (i % 2) * 8, 24, 70 - (i % 2) * 8, painted(colour, ink)),
  );
  return group({}, ...books, circle(x + width / 2 - 40, y - 28, 26, painted('#f39237', ink)), rect(x - width / 2, y, width, 16, { ...painted('#b07a4f', ink), rx: 5 }));
}

export function picture(x: number, y: number, size: number, ink: Ink): string {
  return group(
    {},
    rect(x - size / 2, y - size * 0.4, size, size * 0.8, painted('#f6efe2', ink, { stroke: '#b07a4f', 'stroke-width': 10 })),
    path(d`M${x - size * 0.4} ${y + size * 0.3}L${x - size * 0.1} ${y - size * 0.1}L${x + size * 0.1} ${y + size * 0.1}L${x + size * 0.25} ${y - size * 0.05}L${x + size * 0.42} ${y + size * 0.3}Z`, { fill: '#7cc46a' }),
    circle(x + size * 0.22, y - size * 0.2, size * 0.08, { fill: '#ffd84d' }),
  );
}
