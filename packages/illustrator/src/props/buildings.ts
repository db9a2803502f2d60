import { darken, lighten } from '../color/color';
import type { Ink } from '../characters/design';
import { painted } from '../characters/design';
import { d, group } from '../svg/builder';
import { circle, path, polygon, rect } from '../svg/shapes';

/** Houses, towers, barns, fences. (x, y) is the middle of the base. Windows are returned separately so they can glow at night. */

export interface Building {
  body: string;
  windows: string;
}

export const WINDOW_DAY = '#bfe6f7';
export const WINDOW_LIT = '#ffd96a';

function windowGrid(x: number, top: number, width: number, rows: number, cols: number, cell: number, lit: boolean, ink: Ink): string {
  const gapX = (width - cols * cell) / (cols + 1);
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x - width / 2 + gapX + c * (cell + gapX);
      const wy = top + cell * 0.6 + r * cell * 1.6;
      out.push(rect(wx, wy, cell, cell * 1.1, { ...painted(lit && (r + c) % 3 !== 1 ? WINDOW_LIT : WINDOW_DAY, ink), rx: cell * 0.15 }));
    }
  }
  return out.join('');
}

export function cityBuilding(x: number, y: number, width: number, height: number, colour: string, lit: boolean, ink: Ink): Building {
  const top = y - height;
  const cols = Math.max(2, Math.round(width / 70));
  const rows = Math.max(2, Math.floor((height - 60) / 70));
  return {
    body: group({}, rect(x - width / 2, top, width, height, { ...painted(colour, ink), rx: 8 }), rect(x - width / 2 - 6, top - 14, width + 12, 18, { ...painted(darken(colour, 0.15), ink), rx: 5 })),
    windows: windowGrid(x, top, width, rows, cols, 34, lit, ink),
  };
}

export function cottage(x: number, y: number, size: number, wall: string, roof: string, lit: boolean, ink: Ink): Building {
  const w = size;
  const h = size * 0.7;
  return {
    body: group(
      {},
      rect(x + w * 0.18, y - h - size * 0.45, w * 0.12, size * 0.3, painted('#b9634a', ink)),
      rect(x - w / 2, y - h, w, h, painted(wall, ink)),
      path(d`M${x - w * 0.62} ${y - h + 4}L${x} ${y - h - size * 0.5}L${x + w * 0.62} ${y - h + 4}Z`, painted(roof, ink)),
      rect(x - w * 0.1, y - h * 0.55, w * 0.2, h * 0.55, { ...painted(darken(wall, 0.35), ink), rx: w * 0.08 }),
    ),
    windows: [-0.3, 0.3].map((t) => rect(x + t * w - w * 0.1, y - h * 0.72, w * 0.2, w * 0.18, { ...painted(lit ? WINDOW_LIT : WINDOW_DAY, ink), rx: 4 })).join(''),
  };
}

export function tower(x: number, y: number, width: number, height: number, stone: string, roof: string, flag: string, lit: boolean, ink: Ink): Building {
  const top = y - height;
  const battlements = Array.from({ length: 4 }, (_, i) => rect(x - width / 2 + i * (width / 3.5), top - 22, width / 7, 24, painted(stone, ink)));
  const roofTop = top - 22 - width * 0.9;
  return {
    body: group(
      {},
      path(d`M${x} ${roofTop}L${x} ${roofTop - 60}`, { stroke: '#6b5b4b', 'stroke-width': 5 }),
      path(d`M${x} ${roofTop - 60}L${x + 48} ${roofTop - 48}L${x} ${roofTop - 36}Z`, { fill: flag }),
      rect(x - width / 2, top, width, height, painted(stone, ink)),
      ...battlements,
      path(d`M${x - width * 0.6} ${top - 20}L${x} ${roofTop}L${x + width * 0.6} ${top - 20}Z`, painted(roof, ink)),
      ...[0.35, 0.65].map((t) => path(d`M${x - width / 2} ${top + height * t}L${x - width * 0.2} ${top + height * t}M${x + width * 0.15} ${top + height * (t + 0.08)}L${x + width / 2} ${top + height * (t + 0.08)}`, { stroke: darken(stone, 0.15), 'stroke-width': ink.line })),
    ),
    windows: path(d`M${x - width * 0.13} ${top + height * 0.3}L${x - width * 0.13} ${top + height * 0.16}A${width * 0.13} ${width * 0.13} 0 0 1 ${x + width * 0.13} ${top + height * 0.16}L${x + width * 0.13} ${top + height * 0.3}Z`, painted(lit ? WINDOW_LIT : '#5a4a6a', ink)),
  };
}

export function barn(x: number, y: number, size: number, lit: boolean, ink: Ink): Building {
  const w = size;
  const h = size * 0.62;
  const red = '#d9534f';
  return {
    body: group(
      {},
      path(d`M${x - w / 2} ${y}L${x - w / 2} ${y - h}L${x - w * 0.3} ${y - h - size * 0.3}L${x + w * 0.3} ${y - h - size * 0.3}L${x + w / 2} ${y - h}L${x + w / 2} ${y}Z`, painted(red, ink)),
      path(d`M${x - w * 0.56} ${y - h + 6}L${x - w * 0.32} ${y - h - size * 0.33}L${x + w * 0.32} ${y - h - size * 0.33}L${x + w * 0.56} ${y - h + 6}`, { fill: 'none', stroke: '#fdf5e6', 'stroke-width': 12, 'stroke-linejoin': 'round' }),
      rect(x - w * 0.2, y - h * 0.7, w * 0.4, h * 0.7, painted('#fdf5e6', ink)),
      rect(x - w * 0.17, y - h * 0.66, w * 0.34, h * 0.66, painted(darken(red, 0.12), ink)),
      path(d`M${x - w * 0.17} ${y - h * 0.66}L${x + w * 0.17} ${y}M${x + w * 0.17} ${y - h * 0.66}L${x - w * 0.17} ${y}`, { stroke: '#fdf5e6', 'stroke-width': 8 }),
    ),
    windows: rect(x - w * 0.08, y - h - size * 0.2, w * 0.16, w * 0.13, { ...painted(lit ? WINDOW_LIT : '#fdf5e6', ink), rx: 4 }),
  };
}

export function fence(fromX: number, toX: number, y: number, height: number, colour: string, ink: Ink): string {
  const count = Math.max(2, Math.round((toX - fromX) / 60));
  const step = (toX - fromX) / count;
  const posts = Array.from({ length: count + 1 }, (_, i) => {
    const x = fromX + i * step;
    return polygon([{ x: x - 12, y }, { x: x - 12, y: y - height }, { x, y: y - height - 14 }, { x: x + 12, y: y - height }, { x: x + 12, y }], painted(colour, ink));
  });
  const rails = [0.35, 0.72].map((t) => rect(fromX - 10, y - height * t - 8, toX - fromX + 20, 16, painted(darken(colour, 0.06), ink)));
  return group({}, ...rails, ...posts);
}

export function lamppost(x: number, y: number, height: number, lit: boolean, ink: Ink): { body: string; light: string } {
  const head = { x, y: y - height };
  return {
    body: group({}, rect(x - 6, head.y, 12, height, painted('#4b4f6b', ink)), rect(x - 22, head.y - 40, 44, 42, { ...painted('#4b4f6b', ink), rx: 8 })),
    light: group({}, lit ? circle(head.x, head.y - 20, 70, { fill: WINDOW_LIT, opacity: 0.25 }) : '', rect(x - 14, head.y - 32, 28, 26, { fill: lit ? WINDOW_LIT : lighten('#4b4f6b', 0.6), rx: 5 })),
  };
}
