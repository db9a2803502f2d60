import { painted } from '../characters/design';
import { darken, lighten } from '../color/color';
import { roomWindow } from '../props/room';
import { roomShell, windowView } from '../settings/home';
import type { SettingContext, Stage } from '../settings/context';
import { d, group } from '../svg/builder';
import { circle, ellipse, path, rect } from '../svg/shapes';
import type { PlaceArt, PlacePainter } from './place-art';

/** A room of the house with its window, and the furniture that makes it this room along the left; the cast stands to the right. */
function room(ctx: SettingContext, name: string, furniture: (floorY: number) => string): PlaceArt {
  const { w, h } = ctx;
  const { wall, floor, floorY } = roomShell(ctx);
  const win = { x: w * 0.66, y: h * 0.3, width: 300, height: 240 };
  const stage: Stage = { groundY: floorY + 200, left: w * 0.46, right: w * 0.88, floating: false, interest: { x: win.x, y: win.y } };
  return {
    back: group({ 'data-place': name }, wall, floor, windowView(ctx, win.x, win.y, win.width, win.height), roomWindow(win.x, win.y, win.width, win.height, ctx.ink).frame, furniture(floorY)),
    replaces: { stage, front: '', glow: '', washStrength: 0.55 },
  };
}

/** Cupboards and a worktop with a stove and a steaming pot, tiles behind, a table in the middle of the floor. */
export const kitchen: PlacePainter = (ctx) =>
  room(ctx, 'kitchen', (floorY) => {
    const { w, ink } = ctx;
    const top = floorY - 170;
    const tiles = Array.from({ length: 4 }, (_, row) => Array.from({ length: 9 }, (_, col) => rect(col * 70, top - 180 + row * 45, 64, 40, { fill: (row + col) % 2 ? '#ffffff' : '#cfe8f0' })).join('')).join('');
    const doors = Array.from({ length: 4 }, (_, i) => rect(20 + i * 150, top + 40, 130, 160, { ...painted('#7fb5d9', ink), rx: 8 }));
    return group(
      {},
      tiles,
      rect(0, top, 640, 210, painted('#5f9cc7', ink)),
      rect(-10, top - 16, 660, 30, { ...painted('#f2efe8', ink), rx: 6 }),
      ...doors,
      ...[150, 300, 450].map((x) => rect(x - 40, top - 330, 120, 110, { ...painted('#7fb5d9', ink), rx: 8 })),
      rect(230, top - 40, 180, 24, painted('#444a55', ink)),
      path(d`M270 ${top - 40}L275 ${top - 110}L365 ${top - 110}L370 ${top - 40}Z`, painted('#e5484d', ink)),
      ...[290, 320, 350].map((x) => path(d`M${x} ${top - 130}q-14 -30 0 -60`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 6, opacity: 0.7, 'stroke-linecap': 'round' })),
      ellipse(w * 0.3, floorY + 150, 200, 40, painted('#c98f5a', ink)),
      rect(w * 0.3 - 170, floorY + 150, 16, 110, painted('#a8714a', ink)),
      rect(w * 0.3 + 154, floorY + 150, 16, 110, painted('#a8714a', ink)),
      circle(w * 0.3 - 40, floorY + 135, 30, painted('#f7c548', ink)),
      circle(w * 0.3 + 50, floorY + 140, 24, painted('#e5484d', ink)),
    );
  });

/** A big bathtub full of bubbles in front of tiles, a duck on the edge. */
export const bathroom: PlacePainter = (ctx) =>
  room(ctx, 'bathroom', (floorY) => {
    const { ink } = ctx;
    const tiles = Array.from({ length: 6 }, (_, row) => Array.from({ length: 10 }, (_, col) => rect(col * 70, floorY - 300 + row * 50, 66, 46, { fill: (row + col) % 2 ? '#e3f3f8' : '#bfe3ee' })).join('')).join('');
    const bubbles = [80, 150, 230, 310, 390, 470].map((x, i) => circle(x, floorY - 10 - (i % 2) * 24, 36, { fill: '#ffffff', stroke: '#bfe3ee', 'stroke-width': 3 }));
    return group(
      {},
      tiles,
      path(d`M20 ${floorY - 20}L560 ${floorY - 20}Q560 ${floorY + 150} 440 ${floorY + 160}L140 ${floorY + 160}Q20 ${floorY + 150} 20 ${floorY - 20}Z`, painted('#ffffff', ink)),
      ...bubbles,
      path(d`M500 ${floorY - 40}q20 -40 50 -20q20 -30 36 0l-10 20z`, painted('#f7c548', ink)),
      rect(60, floorY - 140, 20, 120, painted('#b8c0cc', ink)),
      path(d`M60 ${floorY - 140}q40 -20 70 10`, { fill: 'none', stroke: '#b8c0cc', 'stroke-width': 14, 'stroke-linecap': 'round' }),
    );
  });

/** The sitting room: a deep sofa heaped with cushions, a lamp beside it. */
export const sofa: PlacePainter = (ctx) =>
  room(ctx, 'sofa', (floorY) => {
    const { ink } = ctx;
    const colour = '#8c6cc8';
    return group(
      {},
      rect(20, floorY - 150, 600, 170, { ...painted(colour, ink), rx: 40 }),
      rect(0, floorY - 40, 640, 130, { ...painted(lighten(colour, 0.15), ink), rx: 30 }),
      rect(-10, floorY - 90, 90, 200, { ...painted(darken(colour, 0.1), ink), rx: 30 }),
      rect(570, floorY - 90, 90, 200, { ...painted(darken(colour, 0.1), ink), rx: 30 }),
      ...[[140, '#f7c548'], [280, '#5fb0e8'], [430, '#f2545b']].map(([x, c]) => rect((x as number) - 60, floorY - 120, 120, 100, { ...painted(c as string, ink), rx: 24 })),
      ellipse(330, floorY + 170, 330, 50, { fill: '#8fc9e8' }),
    );
  });
