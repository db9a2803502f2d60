import type { TimeOfDay } from '@studio/contracts/stories';
import { d, group } from '../svg/builder';
import { circle, path, polygon, rect, starPoints } from '../svg/shapes';
import type { SettingContext } from '../settings/context';
import { cloud } from '../props/sky-props';

export interface SkyColours {
  top: string;
  bottom: string;
}

export const SKY: Record<TimeOfDay, SkyColours> = {
  morning: { top: '#8fd0ef', bottom: '#ffe4c9' },
  day: { top: '#67bcef', bottom: '#d4efff' },
  evening: { top: '#5a5ea8', bottom: '#ffb27a' },
  night: { top: '#101a44', bottom: '#34407e' },
};

export function skyGradient(ctx: SettingContext, colours: SkyColours = SKY[ctx.time]): string {
  return ctx.defs.linearGradient(`sky-${ctx.time}`, [
    [0, colours.top],
    [1, colours.bottom],
  ]);
}

/** Stars scattered over the top of the picture, above `maxY`. */
export function stars(ctx: SettingContext, count: number, maxY: number): string {
  return group(
    { 'data-layer': 'stars' },
    ...Array.from({ length: count }, (_, i) => {
      const x = ctx.rng.range(20, ctx.w - 20);
      const y = ctx.rng.range(20, maxY);
      const r = ctx.rng.range(3, 8);
      return i % 4 === 0 ? polygon(starPoints(x, y, r * 1.8, r * 0.7), { fill: '#fff6c8' }) : circle(x, y, r * 0.5, { fill: '#ffffff', opacity: ctx.rng.range(0.6, 1) });
    }),
  );
}

export function moon(x: number, y: number, r: number, ctx: SettingContext): string {
  const halo = ctx.defs.radialGradient('moon-halo', [
    [0, '#fff7d6', 0.55],
    [1, '#fff7d6', 0],
  ]);
  return group(
    { 'data-layer': 'moon' },
    circle(x, y, r * 2.6, { fill: halo }),
    path(d`M${x + r * 0.45} ${y - r * 0.89}A${r} ${r} 0 1 0 ${x + r * 0.45} ${y + r * 0.89}A${r * 1.1} ${r * 1.1} 0 0 1 ${x + r * 0.45} ${y - r * 0.89}Z`, { fill: '#fff3bf' }),
  );
}

export function sun(x: number, y: number, r: number, ctx: SettingContext): string {
  const colour = ctx.time === 'evening' ? '#ff9f5a' : '#ffd84d';
  const halo = ctx.defs.radialGradient(`sun-halo-${ctx.time}`, [
    [0, colour, 0.5],
    [1, colour, 0],
  ]);
  return group({ 'data-layer': 'sun' }, circle(x, y, r * 3, { fill: halo }), circle(x, y, r, { fill: colour }), circle(x, y, r * 0.78, { fill: ctx.time === 'evening' ? '#ffb978' : '#ffe680' }));
}

/** The open sky of an outdoor setting: gradient, sun or moon, clouds or stars. */
export function openSky(ctx: SettingContext, horizon: number): { sky: string; glow: string } {
  const { w, time, rng } = ctx;
  const base = rect(0, 0, w, horizon + 40, { fill: skyGradient(ctx) });
  const cloudTint = time === 'evening' ? '#ffd9cf' : '#ffffff';
  const clouds = time === 'night'
    ? ''
    : Array.from({ length: 3 }, (_, i) => cloud(w * (0.15 + i * 0.32) + rng.range(-60, 60), horizon * rng.range(0.18, 0.42), rng.range(0.8, 1.25), cloudTint)).join('');
  const celestial = {
    morning: () => sun(w * 0.14, horizon * 0.55, 60, ctx),
    day: () => sun(w * 0.84, horizon * 0.25, 62, ctx),
    evening: () => sun(w * 0.78, horizon * 0.82, 90, ctx),
    night: () => '',
  }[time]();
  const glow = time === 'night' ? stars(ctx, 46, horizon * 0.85) + moon(w * 0.82, horizon * 0.28, 58, ctx) : '';
  return { sky: base + celestial + clouds, glow };
}
