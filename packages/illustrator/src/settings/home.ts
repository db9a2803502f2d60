import type { TimeOfDay } from '@studio/contracts/stories';
import { el, group } from '../svg/builder';
import { circle, path, rect } from '../svg/shapes';
import { d } from '../svg/builder';
import { moon, skyGradient, stars, sun } from '../lighting/sky';
import { cloud } from '../props/sky-props';
import { bed, lamp, picture, quilt, roomWindow, rug, shelf } from '../props/room';
import { painted } from '../characters/design';
import type { SettingContext, SettingPainter } from './context';

const WALL: Record<TimeOfDay, string> = { morning: '#fbe3d2', day: '#fdeccf', evening: '#f7d5b8', night: '#cdbfe6' };

export function windowView(ctx: SettingContext, x: number, y: number, width: number, height: number): string {
  const clip = ctx.defs.add('window-view', (id) => el('clipPath', { id }, rect(x - width / 2, y - height / 2, width, height)));
  const view = {
    morning: () => sun(x - width * 0.2, y + height * 0.1, 34, ctx) + cloud(x + width * 0.15, y - height * 0.2, 0.5),
    day: () => sun(x + width * 0.2, y - height * 0.2, 34, ctx) + cloud(x - width * 0.15, y, 0.55),
    evening: () => sun(x, y + height * 0.3, 48, ctx),
    night: () => moon(x + width * 0.18, y - height * 0.18, 30, ctx) + stars({ ...ctx, w: x + width / 2 }, 10, y + height / 2),
  }[ctx.time]();
  return group({ 'clip-path': clip }, rect(x - width / 2, y - height / 2, width, height, { fill: skyGradient(ctx) }), view, path(d`M${x - width / 2} ${y + height / 2}Q${x} ${y + height * 0.2} ${x + width / 2} ${y + height / 2}Z`, { fill: '#7cc46a' }));
}

/** A room of the house: striped wall, skirting and a board floor, its floor line at 70 % of the height. */
export function roomShell(ctx: SettingContext): { wall: string; floor: string; floorY: number } {
  const { w, h, time } = ctx;
  const floorY = h * 0.7;
  const wall = group(
    {},
    rect(0, 0, w, floorY, { fill: WALL[time] }),
    ...Array.from({ length: 12 }, (_, i) => path(d`M${i * (w / 11)} 0L${i * (w / 11)} ${floorY}`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 18, opacity: 0.35 })),
    rect(0, floorY - 30, w, 30, { fill: '#e2c7a6' }),
  );
  const floor = group({}, rect(0, floorY, w, h - floorY, { fill: '#d9a877' }), ...Array.from({ length: 5 }, (_, i) => path(d`M0 ${floorY + 40 + i * 70}L${w} ${floorY + 40 + i * 70}`, { stroke: '#c8935f', 'stroke-width': 4 })));
  return { wall, floor, floorY };
}

export const home: SettingPainter = (ctx) => {
  const { w, h, ink, time } = ctx;
  const { wall, floor, floorY } = roomShell(ctx);
  const lit = time === 'evening' || time === 'night';
  const win = { x: w * 0.5, y: h * 0.3, width: 360, height: 300 };
  const frame = roomWindow(win.x, win.y, win.width, win.height, ink);
  const bedSpot = { x: w * 0.25, y: floorY + 150, width: 520 };
  const nightLamp = lamp(w * 0.93, floorY + 90, 110, lit, ink);
  const toys = group({}, circle(w * 0.8, h - 70, 42, painted('#f2545b', ink)), path(d`M${w * 0.8 - 42} ${h - 70}Q${w * 0.8} ${h - 40} ${w * 0.8 + 42} ${h - 70}`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 8 }), rect(w * 0.62, h - 80, 60, 60, { ...painted('#5fb0e8', ink), rx: 8 }), rect(w * 0.665, h - 130, 50, 50, { ...painted('#f7c548', ink), rx: 8 }));
  return {
    back: group(
      {},
      wall,
      floor,
      windowView(ctx, win.x, win.y, win.width, win.height),
      frame.frame,
      shelf(w * 0.82, h * 0.3, 240, ink),
      picture(w * 0.17, h * 0.26, 170, ink),
      rug(w * 0.6, floorY + 190, 700, '#8fc9e8'),
      bed(bedSpot.x, bedSpot.y, bedSpot.width, '#f78fa7', ink),
      rect(w * 0.93 - 60, floorY + 90, 120, 16, { fill: '#b07a4f' }),
      nightLamp.body,
    ),
    glow: nightLamp.light,
    front: toys,
    washStrength: 0.55,
    stage: {
      groundY: floorY + 200,
      left: w * 0.42,
      right: w * 0.86,
      floating: false,
      interest: { x: win.x, y: win.y },
      bed: { x: bedSpot.x, y: bedSpot.y - 20, width: bedSpot.width, quilt: quilt(bedSpot.x, bedSpot.y, bedSpot.width, '#f78fa7', ink) },
    },
  };
};
