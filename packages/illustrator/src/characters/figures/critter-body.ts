import { darken } from '../../color/color';
import { d, group } from '../../svg/builder';
import { circle, ellipse, path } from '../../svg/shapes';
import { painted, type BodyPlan, type DrawContext, type LimbPaint } from '../design';
import type { CharacterLook } from '../look';

/** The shared round, upright body of the storybook animals: an egg-shaped tummy, short legs, a neckerchief. */

export const CRITTER_HEAD_R = 92;

export const critterPlan: BodyPlan = {
  hipX: 24, hipY: -68, shoulderX: 42, shoulderY: -166, neckY: -176, headRise: 78, headR: CRITTER_HEAD_R, halfWidth: 60,
  arm: { upper: 40, lower: 36, width: 26, end: 15 },
  leg: { upper: 34, lower: 32, width: 32, end: 17 },
};

export function critterTorso(ctx: DrawContext, options: { width?: number; scarf?: boolean } = {}): string {
  const { look, ink } = ctx;
  const w = options.width ?? 58;
  const body = path(d`M0 -190C${w * 0.9} -190 ${w * 1.05} -140 ${w} -100C${w * 0.95} -62 ${w * 0.55} -52 0 -52C${-w * 0.55} -52 ${-w * 0.95} -62 ${-w} -100C${-w * 1.05} -140 ${-w * 0.9} -190 0 -190Z`, painted(look.body, ink));
  const belly = ellipse(0, -106, w * 0.58, 42, { fill: look.belly });
  const stripes = look.pattern === 'stripes'
    ? [-1, 1].flatMap((side) => [-132, -108].map((y) => path(d`M${side * w * 0.98} ${y}L${side * w * 0.7} ${y + 6}`, { stroke: look.bodyShade, 'stroke-width': 9, 'stroke-linecap': 'round' })))
    : [];
  const spots = look.pattern === 'spots' ? [circle(-w * 0.62, -140, 13, { fill: darken(look.body, 0.45) }), circle(w * 0.7, -92, 10, { fill: darken(look.body, 0.45) })] : [];
  return group({ 'data-part': 'body' }, body, belly, ...stripes, ...spots, options.scarf === false ? '' : neckerchief(ctx));
}

export function neckerchief(ctx: DrawContext): string {
  const { look, ink } = ctx;
  return group(
    { 'data-part': 'clothes' },
    path(d`M-40 -180Q0 -164 40 -180L36 -166Q18 -150 0 -126Q-18 -150 -36 -166Z`, painted(look.accent, ink)),
    circle(0, -166, 9, painted(look.accentShade, ink)),
  );
}

export const critterArm = (look: CharacterLook): LimbPaint => ({ colour: look.body, end: 'paw', endColour: look.body });
export const critterLeg = (look: CharacterLook): LimbPaint => ({ colour: look.body, end: 'paw', endColour: look.belly });

/** A tail rooted behind the hip, curving to the side the figure does not face. */
export function tailPath(ctx: DrawContext, reach: number, curl: number): string {
  const back = -ctx.facing;
  return d`M${back * 10} -80C${back * reach * 0.7} -70 ${back * reach} ${-100 - curl * 0.3} ${back * reach * 0.85} ${-110 - curl}`;
}
