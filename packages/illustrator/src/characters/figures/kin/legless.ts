import type { BodyPlan, DrawContext, FigureDesign, LimbPaint } from '../../design';
import { drawFace, type FaceInput } from '../../face';
import type { CharacterLook } from '../../look';
import { facePaintOf } from '../face-paint';

/**
 * The rig of a body without legs (a fish, a starfish, a snail): short hidden legs end at the ground, so
 * the body stands on its lowest point, and the neck sits where the face goes.
 */
export function leglessPlan(face: { y: number; r: number }, arm: { x: number; y: number; length: number; width: number; end?: number }, halfWidth: number): BodyPlan {
  return {
    hipX: 0, hipY: -20, shoulderX: arm.x, shoulderY: arm.y, neckY: face.y, headRise: 0, headR: face.r, halfWidth,
    arm: { upper: arm.length * 0.55, lower: arm.length * 0.45, width: arm.width, end: arm.end ?? 0 },
    leg: { upper: 10, lower: 10, width: 1, end: 0 },
  };
}

export const noLimb = (look: CharacterLook): LimbPaint => ({ colour: look.body, end: 'paw', endColour: look.body, none: true });

/** Fins and flippers: short, wide arms with a rounded end of the body's colour. */
export const fin = (look: CharacterLook): LimbPaint => ({ colour: look.bodyShade, end: 'paw', endColour: look.bodyShade });

/** What a legless kind draws of its own; it flies without wings or balloons, sleeps upright and shows no legs (nor arms, unless it has fins or claws). */
type LeglessParts = Pick<FigureDesign, 'plan' | 'scale' | 'torso' | 'head'> & Partial<Pick<FigureDesign, 'behind' | 'arm'>>;

export const leglessDesign = (parts: LeglessParts): FigureDesign => ({ fliesWith: 'wings', staysUpright: true, arm: noLimb, leg: noLimb, ...parts });

/** Proportions of a face to its radius: eye size, mouth width and how far down the mouth sits. */
export interface FaceShape {
  eyeR: number;
  mouthW: number;
  mouthY: number;
}

/** A face of radius `r` centred on the head, eyes, mouth and cheeks in proportion to it. */
export function roundFace(ctx: DrawContext, input: FaceInput, r: number, shape: FaceShape): string {
  return drawFace({ eyeY: 0, eyeDX: r * 0.42, eyeR: r * shape.eyeR, mouthY: r * shape.mouthY, mouthW: r * shape.mouthW, cheekDX: r * 0.7, cheekY: r * 0.3 }, input, facePaintOf(ctx.look));
}
