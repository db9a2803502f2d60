import type { FigureSpec } from '@studio/species';
import { darken, lighten } from '../../../color/color';
import { d, group, rotate } from '../../../svg/builder';
import { circle, ellipse, path, smoothClosedPath } from '../../../svg/shapes';
import { painted, type DrawContext, type FigureDesign } from '../../design';
import { drawFace, type FaceInput } from '../../face';
import { facePaintOf } from '../face-paint';
import { leglessDesign, leglessPlan, roundFace } from './legless';

const face = (ctx: DrawContext, input: FaceInput, r: number): string => roundFace(ctx, input, r, { eyeR: 0.17, mouthW: 0.32, mouthY: 0.5 });

/** A crab: a wide shell, eyes on stalks, claws for hands and little legs either side. */
export function crabKin(_spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -120, r: 50 }, { x: 80, y: -80, length: 60, width: 18, end: 26 }, 100),
    scale,
    behind: (ctx) => group({}, ...[-1, 1].flatMap((side) => [0, 1, 2].map((i) =>
      path(d`M${side * 60} ${-50 + i * 12}L${side * (100 + i * 8)} ${-30 + i * 10}L${side * (110 + i * 8)} ${-2}`, { fill: 'none', stroke: darken(ctx.look.body, 0.3), 'stroke-width': 9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })))),
    torso: (ctx) => ellipse(0, -70, 96, 58, painted(ctx.look.body, ctx.ink)) + ellipse(0, -50, 60, 22, { fill: ctx.look.accent, opacity: 0.6 }),
    head: (ctx, input) => group(
      { 'data-part': 'body' },
      ...[-1, 1].map((side) => path(d`M${side * 22} 30L${side * 30} -10`, { stroke: darken(ctx.look.body, 0.3), 'stroke-width': 8 })),
      ...[-1, 1].map((side) => circle(side * 30, -20, 24, { fill: '#fffaf0', stroke: darken(ctx.look.body, 0.42), 'stroke-width': ctx.ink.line })),
      drawFace({ eyeY: -20, eyeDX: 30, eyeR: 11, mouthY: 60, mouthW: 18, cheekDX: 58, cheekY: 44 }, input, facePaintOf(ctx.look)),
    ),
    arm: (look) => ({ colour: look.body, end: 'claw', endColour: look.body }),
  });
}

/** A five-armed starfish with its face in the middle. */
export function starKin(_spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -110, r: 46 }, { x: 0, y: -110, length: 10, width: 1 }, 110),
    scale,
    torso: (ctx) => {
      const points = Array.from({ length: 10 }, (_, i) => {
        const a = (i * Math.PI) / 5 - Math.PI / 2;
        const r = i % 2 === 0 ? 115 : 50;
        return { x: Math.cos(a) * r, y: -110 + Math.sin(a) * r };
      });
      const dots = points.filter((_, i) => i % 2 === 0).map((p) => circle(p.x * 0.6, -110 + (p.y + 110) * 0.6, 7, { fill: ctx.look.accent }));
      return group({ 'data-part': 'body' }, path(smoothClosedPath(points), painted(ctx.look.body, ctx.ink)), ...dots);
    },
    head: (ctx, input) => group({ 'data-part': 'body' }, face(ctx, input, 42)),
  });
}

/** A snail: a spiral shell on its back, its soft body along the ground, eyes on stalks. */
export function snailKin(_spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -90, r: 40 }, { x: 0, y: -60, length: 10, width: 1 }, 110),
    scale,
    behind: (ctx) => {
      const back = -ctx.facing;
      return group(
        { 'data-part': 'body' },
        circle(back * 40, -110, 80, painted(ctx.look.accent, ctx.ink)),
        path(d`M${back * 40} -110m0 -52a52 52 0 1 1 -1 0m1 24a28 28 0 1 0 1 0`, { fill: 'none', stroke: darken(ctx.look.accent, 0.3), 'stroke-width': 7 }),
      );
    },
    torso: (ctx) => path(d`M${-110} 0C${-110} -30 ${-60} -40 0 -40C${60} -40 ${110} -90 ${110 * ctx.facing > 0 ? 110 : -110} -30L${110} 0Z`, painted(ctx.look.body, ctx.ink)),
    head: (ctx, input) => group(
      { 'data-part': 'body' },
      ...[-1, 1].map((side) => path(d`M${side * 14} -30L${side * 24} -70`, { stroke: darken(ctx.look.body, 0.3), 'stroke-width': 6 }) + circle(side * 24, -74, 8, { fill: darken(ctx.look.body, 0.3) })),
      circle(0, 0, 40, painted(ctx.look.body, ctx.ink)),
      face(ctx, input, 38),
    ),
  });
}

/** A moth or a star bug: a round little body between two big soft wings, feelers on top. */
export function bugKin(spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -170, r: 44 }, { x: 0, y: -120, length: 10, width: 1 }, 120),
    scale,
    behind: (ctx) => group(
      {},
      spec.mark === 'glow' ? circle(0, -140, 150, { fill: lighten(ctx.look.body, 0.4), opacity: 0.35 }) : '',
      ...[-1, 1].map((side) => group(
        { transform: rotate(side * 12, 0, -130) },
        ellipse(side * 80, -150, 78, 58, painted(ctx.look.accent, ctx.ink)),
        circle(side * 90, -150, 18, { fill: lighten(ctx.look.accent, 0.45) }),
      )),
    ),
    torso: (ctx) => ellipse(0, -90, 40, 70, painted(ctx.look.body, ctx.ink)) + [-110, -80, -50].map((y) => path(d`M-34 ${y}Q0 ${y + 10} 34 ${y}`, { fill: 'none', stroke: darken(ctx.look.body, 0.2), 'stroke-width': 4 })).join(''),
    head: (ctx, input) => group(
      { 'data-part': 'body' },
      ...[-1, 1].map((side) => path(d`M${side * 14} -36Q${side * 30} -80 ${side * 50} -84`, { fill: 'none', stroke: darken(ctx.look.body, 0.4), 'stroke-width': 5, 'stroke-linecap': 'round' })),
      circle(0, 0, 44, painted(ctx.look.body, ctx.ink)),
      face(ctx, input, 40),
    ),
  });
}

/** A comet puff: a fluffy ball of cloud with a sparkling tail. */
export function puffKin(_spec: FigureSpec, scale: number): FigureDesign {
  return leglessDesign({
    plan: leglessPlan({ y: -110, r: 60 }, { x: 0, y: -110, length: 10, width: 1 }, 100),
    scale,
    behind: (ctx) => {
      const back = -ctx.facing;
      return path(d`M0 -150Q${back * 160} -160 ${back * 260} -90Q${back * 150} -110 0 -70Z`, { fill: ctx.look.accent, opacity: 0.8 }) +
        [0.5, 0.75, 1].map((t) => circle(back * 250 * t, -100 - t * 10, 8, { fill: '#ffffff' })).join('');
    },
    torso: (ctx) => {
      const bumps = Array.from({ length: 14 }, (_, i) => {
        const a = (i * Math.PI * 2) / 14;
        const r = i % 2 === 0 ? 100 : 86;
        return { x: Math.cos(a) * r, y: -110 + Math.sin(a) * r };
      });
      return path(smoothClosedPath(bumps), painted(ctx.look.body, ctx.ink));
    },
    head: (ctx, input) => group({ 'data-part': 'body' }, face(ctx, input, 56)),
  });
}
