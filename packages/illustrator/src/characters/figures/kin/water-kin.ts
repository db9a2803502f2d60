import type { FigureSpec } from '@studio/species';
import { darken, lighten } from '../../../color/color';
import { d, group } from '../../../svg/builder';
import { circle, ellipse, path } from '../../../svg/shapes';
import { painted, type DrawContext, type FigureDesign } from '../../design';
import type { FaceInput } from '../../face';
import { whiskers } from '../animal-parts';
import { fin, leglessDesign, leglessPlan, roundFace } from './legless';

const face = (ctx: DrawContext, input: FaceInput, r: number, mouthY = 0.5): string => roundFace(ctx, input, r, { eyeR: 0.16, mouthW: 0.3, mouthY });

/** A fish; a goldfish comes in its round bowl of water, as a house pet does. */
export function fishKin(spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -150, r: 52 }, { x: 50, y: -130, length: 40, width: 26 }, 110),
    scale,
    behind: (ctx) => (spec.mark === 'bowl' ? circle(0, -150, 150, { fill: '#bfe6ff', 'fill-opacity': 0.45, stroke: '#8fc9ec', 'stroke-width': ctx.ink.line * 1.4, 'data-part': 'prop' }) : '') +
      path(d`M${-ctx.facing * 70} -150L${-ctx.facing * 130} -195L${-ctx.facing * 130} -105Z`, painted(ctx.look.bodyShade, ctx.ink)),
    torso: (ctx) => ellipse(0, -150, 95, 62, painted(ctx.look.body, ctx.ink)) + path(d`M-30 -205Q0 -240 30 -205Z`, painted(ctx.look.bodyShade, ctx.ink)),
    head: (ctx, input) => group({ 'data-part': 'body' }, face(ctx, input, 52)),
    arm: fin,
  });
}

/** A long wavy eel, standing on its curled tail. */
export function eelKin(_spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -230, r: 48 }, { x: 30, y: -160, length: 24, width: 18 }, 60),
    scale,
    torso: (ctx) => {
      const back = -ctx.facing;
      const spine = d`M${back * 70} -10C${back * -60} -20 ${back * 80} -120 0 -160C${back * -50} -190 0 -220 0 -230`;
      return group(
        { 'data-part': 'body' },
        path(spine, { fill: 'none', stroke: darken(ctx.look.body, 0.42), 'stroke-width': 48 + ctx.ink.line * 2, 'stroke-linecap': 'round' }),
        path(spine, { fill: 'none', stroke: ctx.look.body, 'stroke-width': 48, 'stroke-linecap': 'round' }),
        path(spine, { fill: 'none', stroke: ctx.look.belly, 'stroke-width': 14, 'stroke-linecap': 'round', opacity: 0.8 }),
      );
    },
    head: (ctx, input) => group({ 'data-part': 'body' }, ellipse(0, 0, 58, 48, painted(ctx.look.body, ctx.ink)), face(ctx, input, 46)),
    arm: fin,
  });
}

/** An upright seahorse: a snouted head, a ridged belly and a curled tail. */
export function seahorseKin(_spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -200, r: 50 }, { x: 30, y: -140, length: 22, width: 16 }, 60),
    scale,
    torso: (ctx) => {
      const f = ctx.facing;
      return group(
        { 'data-part': 'body' },
        path(d`M${-f * 40} -190C${-f * 70} -120 ${-f * 50} -60 ${f * 10} -40C${f * 60} -20 ${f * 40} 20 ${f * 0} 0C${-f * 30} -10 ${-f * 10} -40 ${f * 20} -30C${f * 50} -60 ${f * 50} -140 ${f * 30} -190Z`, painted(ctx.look.body, ctx.ink)),
        ...[-150, -120, -90].map((y) => path(d`M${f * 5} ${y}L${f * 30} ${y + 4}`, { stroke: ctx.look.accent, 'stroke-width': 6, 'stroke-linecap': 'round' })),
        path(d`M${-f * 50} -180L${-f * 80} -160L${-f * 55} -140Z`, painted(ctx.look.accent, ctx.ink)),
      );
    },
    head: (ctx, input) => group(
      { 'data-part': 'body' },
      path(d`M${ctx.facing * 30} 10L${ctx.facing * 90} 22L${ctx.facing * 88} 40L${ctx.facing * 25} 34Z`, painted(ctx.look.body, ctx.ink)),
      circle(0, 0, 50, painted(ctx.look.body, ctx.ink)),
      path(d`M-10 -50L0 -75L10 -50Z`, painted(ctx.look.accent, ctx.ink)),
      face(ctx, input, 46, 0.55),
    ),
    arm: fin,
  });
}

/** A seal sitting up on its tail, flippers for arms, whiskers on its snout. */
export function sealKin(_spec: FigureSpec, scale: number): FigureDesign {
  const R = 70;
  return leglessDesign({
    plan: { ...leglessPlan({ y: -200, r: R }, { x: 60, y: -130, length: 50, width: 30, end: 16 }, 90), headRise: 40 },
    scale,
    behind: (ctx) => path(d`M${-ctx.facing * 60} -20L${-ctx.facing * 130} -40L${-ctx.facing * 120} 4Z`, painted(ctx.look.bodyShade, ctx.ink)),
    torso: (ctx) => group(
      { 'data-part': 'body' },
      path(d`M0 -230C70 -230 100 -120 96 -60C92 -10 50 0 0 0C-50 0 -92 -10 -96 -60C-100 -120 -70 -230 0 -230Z`, painted(ctx.look.body, ctx.ink)),
      ellipse(0, -80, 58, 64, { fill: ctx.look.belly }),
    ),
    head: (ctx, input) => group(
      { 'data-part': 'body' },
      circle(0, 0, R, painted(ctx.look.body, ctx.ink)),
      ellipse(0, R * 0.38, R * 0.42, R * 0.26, { fill: ctx.look.belly }),
      face(ctx, input, R, 0.55),
      ellipse(0, R * 0.26, R * 0.12, R * 0.08, { fill: '#3a2f3d' }),
      whiskers(R, R * 0.38, darken(ctx.look.body, 0.5)),
    ),
    arm: fin,
  });
}

/** A big gentle whale: a long body, a tail fluke raised behind, its face at the front; a space whale wears stars. */
export function whaleKin(spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -150, r: 70 }, { x: 90, y: -90, length: 10, width: 1 }, 220),
    scale: scale * 1.1,
    behind: (ctx) => {
      const back = -ctx.facing;
      return path(d`M${back * 180} -130Q${back * 250} -150 ${back * 270} -240Q${back * 300} -180 ${back * 350} -200Q${back * 300} -130 ${back * 200} -90Z`, painted(ctx.look.bodyShade, ctx.ink));
    },
    torso: (ctx) => {
      const { look, ink } = ctx;
      const stars = spec.mark === 'spots' ? [[-90, -210], [-20, -235], [60, -215], [120, -180]].map(([x, y]) => star(x as number, y as number, 12)) : [];
      return group(
        { 'data-part': 'body' },
        path(d`M-220 -120C-220 -230 -80 -260 40 -250C170 -240 230 -170 230 -110C230 -40 160 0 20 0C-140 0 -220 -40 -220 -120Z`, painted(look.body, ink)),
        path(d`M-180 -60C-100 -20 100 -16 200 -60C180 -16 120 0 20 0C-100 0 -160 -20 -180 -60Z`, { fill: look.belly }),
        ...[-40, 0, 40].map((x) => path(d`M${x} -40L${x + 20} -10`, { stroke: darken(look.belly, 0.2), 'stroke-width': 4, 'stroke-linecap': 'round' })),
        ...stars,
        path(d`M${ctx.facing * 40} -70Q${ctx.facing * 90} -20 ${ctx.facing * 40} -20Q${ctx.facing * 10} -40 ${ctx.facing * 40} -70Z`, painted(look.bodyShade, ink)),
      );
    },
    head: (ctx, input) => group({ 'data-part': 'body' }, face(ctx, input, 70, 0.6)),
  });
}

function star(x: number, y: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${i === 0 ? 'M' : 'L'}${(x + Math.cos(a) * rr).toFixed(1)} ${(y + Math.sin(a) * rr).toFixed(1)}`;
  }).join('');
  return path(`${points}Z`, { fill: lighten('#ffe680', 0.2) });
}

/** A jellyfish: a soft dome with wavy ribbons trailing below. */
export function jellyKin(_spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -170, r: 50 }, { x: 0, y: -150, length: 10, width: 1 }, 90),
    scale,
    behind: (ctx) => group({}, ...[-50, -18, 18, 50].map((x, i) => path(d`M${x} -140C${x + 20} -110 ${x - 20} -70 ${x + (i % 2 ? 12 : -12)} -10`, { fill: 'none', stroke: ctx.look.accent, 'stroke-width': 9, 'stroke-linecap': 'round', opacity: 0.85 }))),
    torso: (ctx) => path(d`M-90 -140C-90 -250 90 -250 90 -140Q60 -125 30 -140Q0 -125 -30 -140Q-60 -125 -90 -140Z`, painted(ctx.look.body, ctx.ink, { 'fill-opacity': 0.9 })) + ellipse(-30, -205, 18, 10, { fill: '#ffffff', opacity: 0.6 }),
    head: (ctx, input) => group({ 'data-part': 'body' }, face(ctx, input, 46)),
  });
}
