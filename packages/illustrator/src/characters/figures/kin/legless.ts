import type { BodyPlan, LimbPaint } from '../../design';
import type { CharacterLook } from '../../look';

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
