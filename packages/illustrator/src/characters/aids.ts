import type { LookFeature } from '@studio/contracts/stories';
import { darken } from '../color/color';
import { d, group } from '../svg/builder';
import { circle, path, rect } from '../svg/shapes';
import { painted, type BodyPlan, type Ink } from './design';
import type { CharacterLook } from './look';
import type { LimbPose, Pose } from './pose';

/** Aids and looks on a person's head (centre 0,0, radius R): glasses, freckles, hearing aids and a headscarf. */

const FEATURE_WORDS: ReadonlyArray<[LookFeature, RegExp]> = [
  ['wheelchair', /wheel ?chair/i],
  ['glasses', /glasses|spectacles|\bspecs\b/i],
  ['hearing aid', /hearing aid/i],
  ['headscarf', /head ?scarf|hijab|head ?wrap|head ?covering/i],
  ['freckles', /freckle/i],
];

/** The features a parent ticked, and the ones their own words name ("wears glasses", "uses a wheelchair"). */
export function featuresOf(ticked: readonly LookFeature[] | undefined, words: readonly (string | undefined)[]): ReadonlySet<LookFeature> {
  const text = words.filter(Boolean).join(' ');
  return new Set([...(ticked ?? []), ...FEATURE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([feature]) => feature)]);
}

export function glasses(R: number, eyeY: number, eyeDX: number, turn: number, ink: Ink): string {
  const frame = { fill: '#ffffff', 'fill-opacity': 0.18, stroke: '#3b3347', 'stroke-width': ink.line * 1.3 + 2 };
  const lens = (side: number) => circle(side * eyeDX + turn, eyeY, R * 0.2, frame);
  return group(
    { 'data-part': 'glasses' },
    lens(-1),
    lens(1),
    path(d`M${-eyeDX + R * 0.2 + turn} ${eyeY}Q${turn} ${eyeY - R * 0.08} ${eyeDX - R * 0.2 + turn} ${eyeY}`, { fill: 'none', stroke: '#3b3347', 'stroke-width': ink.line + 2 }),
    path(d`M${-eyeDX - R * 0.2 + turn} ${eyeY}L${-R * 0.95} ${eyeY - R * 0.04}M${eyeDX + R * 0.2 + turn} ${eyeY}L${R * 0.95} ${eyeY - R * 0.04}`, { stroke: '#3b3347', 'stroke-width': ink.line + 1 }),
  );
}

export function freckles(R: number, cheekDX: number, cheekY: number, skin: string): string {
  const dots = [-1, 1].flatMap((side) => [[0, 0], [0.09, 0.05], [-0.08, 0.06], [0.02, 0.11]].map(([dx, dy]) =>
    circle(side * (cheekDX - R * 0.02) + (dx as number) * R, cheekY - R * 0.08 + (dy as number) * R, R * 0.028, { fill: darken(skin, 0.38) })));
  return group({ 'data-part': 'freckles' }, ...dots);
}

/** A bright hearing aid hooked over each ear. */
export function hearingAids(R: number, earY: number): string {
  const colour = '#4f9fe0';
  return group({ 'data-part': 'hearing-aid' }, ...[-1, 1].map((side) =>
    path(d`M${side * R * 0.96} ${earY - R * 0.2}Q${side * R * 1.22} ${earY - R * 0.16} ${side * R * 1.16} ${earY + R * 0.14}`, { fill: 'none', stroke: colour, 'stroke-width': R * 0.11, 'stroke-linecap': 'round' }) +
    circle(side * R * 1.0, earY + R * 0.04, R * 0.06, { fill: darken(colour, 0.3) })));
}

/** A headscarf: behind the head it falls to the shoulders; in front it frames the face. */
export function headscarfBack(R: number, colour: string, ink: Ink): string {
  return group({ 'data-part': 'headscarf' }, path(d`M${-R * 1.08} ${R * 0.1}C${-R * 1.18} ${-R * 1.3} ${R * 1.18} ${-R * 1.3} ${R * 1.08} ${R * 0.1}L${R * 0.98} ${R * 1.2}Q0 ${R * 1.42} ${-R * 0.98} ${R * 1.2}Z`, painted(colour, ink)));
}

export function headscarfFront(R: number, colour: string, ink: Ink): string {
  return group(
    { 'data-part': 'headscarf' },
    path(d`M${-R * 1.04} ${R * 0.3}C${-R * 1.12} ${-R * 1.28} ${R * 1.12} ${-R * 1.28} ${R * 1.04} ${R * 0.3}L${R * 0.84} ${R * 0.2}C${R * 0.86} ${-R * 0.86} ${-R * 0.86} ${-R * 0.86} ${-R * 0.84} ${R * 0.2}Z`, painted(colour, ink)),
    path(d`M${-R * 0.84} ${R * 0.2}Q${-R * 0.7} ${R * 0.95} 0 ${R * 1.02}Q${R * 0.7} ${R * 0.95} ${R * 0.84} ${R * 0.2}`, { fill: 'none', stroke: colour, 'stroke-width': R * 0.12 }),
  );
}

const limb = (upper: number, bend = 0): LimbPose => ({ upper, bend });

/** The seat height of a wheelchair for a figure's plan: the feet rest just above the ground. */
const seatOf = (plan: BodyPlan) => plan.leg.lower + plan.leg.end * 1.6;

/** A pose as it is done from a wheelchair: seated, knees bent over the footrest, arms and face as the pose says. */
export function fromWheelchair(pose: Pose, plan: BodyPlan): Pose {
  if (pose.posture === 'lie') return pose;
  // Both legs forward over the footrest: the far leg's angle is turned past the body to the near side.
  return { ...pose, posture: 'sit', nearLeg: limb(86, -84), farLeg: limb(-80, 78), lean: Math.min(pose.lean, 6), lift: seatOf(plan) - plan.leg.width * 0.7, effects: pose.effects.filter((effect) => effect !== 'hop') };
}

/** The chair, in the figure's own coordinates: `behind` goes under the body, `front` over the legs. */
export function wheelchair(plan: BodyPlan, facing: 1 | -1, look: CharacterLook, ink: Ink): { behind: string; front: string } {
  const seatY = plan.hipY + plan.leg.width * 0.5;
  const wheelR = seatOf(plan) * 0.82;
  const wheelY = plan.hipY + seatOf(plan) - wheelR;
  const back = -facing;
  const frame = darken(look.accent, 0.35);
  const metal = { fill: 'none', stroke: '#5d6475', 'stroke-width': ink.line + 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
  const wheel = (x: number, r: number, spokes: boolean) => group(
    {},
    circle(x, wheelY + (wheelR - r), r, { fill: 'none', stroke: '#2f3040', 'stroke-width': r * 0.16 }),
    circle(x, wheelY + (wheelR - r), r * 0.78, { fill: 'none', stroke: '#aab2c2', 'stroke-width': r * 0.06 }),
    spokes ? [0, 60, 120].map((a) => {
      const rad = (a * Math.PI) / 180;
      return path(d`M${x - Math.cos(rad) * r * 0.78} ${wheelY - Math.sin(rad) * r * 0.78}L${x + Math.cos(rad) * r * 0.78} ${wheelY + Math.sin(rad) * r * 0.78}`, { stroke: '#aab2c2', 'stroke-width': r * 0.04 });
    }).join('') : '',
    circle(x, wheelY + (wheelR - r), r * 0.12, { fill: '#5d6475' }),
  );
  const behind = group(
    { 'data-part': 'wheelchair' },
    path(d`M${back * plan.halfWidth * 0.9} ${plan.shoulderY + 10}L${back * plan.halfWidth * 0.95} ${seatY}L${facing * plan.halfWidth} ${seatY}`, metal),
    rect(back * plan.halfWidth * 0.95 - 12, plan.shoulderY + 6, 24, seatY - plan.shoulderY - 6, { ...painted(frame, ink), rx: 10 }),
    wheel(back * plan.halfWidth * 0.15, wheelR, true),
  );
  const footrestX = facing * (plan.leg.upper + plan.halfWidth * 0.2);
  const front = group(
    { 'data-part': 'wheelchair' },
    path(d`M${facing * plan.halfWidth * 0.7} ${seatY}L${footrestX} ${plan.hipY + seatOf(plan) - plan.leg.end * 0.6}L${footrestX + facing * plan.leg.end * 1.6} ${plan.hipY + seatOf(plan) - plan.leg.end * 0.6}`, metal),
    wheel(footrestX - facing * 6, wheelR * 0.22, false),
    wheel(back * plan.halfWidth * 0.15, wheelR, true),
  );
  return { behind, front };
}
