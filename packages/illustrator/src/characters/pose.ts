import type { PoseName } from '@studio/contracts/stories';

/**
 * Limb angles in degrees. `upper` turns the upper limb away from hanging straight down
 * (positive = outwards, 90 = horizontal, 180 = straight up); `bend` turns the lower limb further
 * (negative folds it back across the body).
 */
export interface LimbPose {
  upper: number;
  bend: number;
}

export type Posture = 'stand' | 'sit' | 'lie';
export type HeldProp = 'book' | 'magnifier' | 'basket' | 'balloons';
export type PoseEffect = 'speed' | 'hearts' | 'notes' | 'zzz' | 'confetti' | 'wave' | 'bubbles' | 'question' | 'hop' | 'wind';

export interface Pose {
  /** Arm and leg on the side the character faces ("near") and the other side ("far"). */
  nearArm: LimbPose;
  farArm: LimbPose;
  nearLeg: LimbPose;
  farLeg: LimbPose;
  posture: Posture;
  /** Height above the ground line. */
  lift: number;
  /** Body lean towards the facing side, degrees. */
  lean: number;
  headTilt: number;
  /** Where the eyes look, -1..1 towards the facing side / downwards. */
  gaze: { x: number; y: number };
  held?: HeldProp;
  effects: PoseEffect[];
  closedEyes?: boolean;
}

const limb = (upper: number, bend = 0): LimbPose => ({ upper, bend });
const relaxedArm = limb(12, 6);
const straightLeg = limb(4);

const base: Pose = {
  nearArm: relaxedArm,
  farArm: relaxedArm,
  nearLeg: straightLeg,
  farLeg: straightLeg,
  posture: 'stand',
  lift: 0,
  lean: 0,
  headTilt: 0,
  gaze: { x: 0.25, y: 0 },
  effects: [],
};

const POSES: Record<PoseName, Partial<Pose>> = {
  standing: { nearArm: limb(16, 10), farArm: limb(10, 4) },
  walking: { nearArm: limb(32, 12), farArm: limb(-8, 10), nearLeg: limb(16, -6), farLeg: limb(-6, 8), lean: 4, lift: 4 },
  running: {
    nearArm: limb(70, 55), farArm: limb(35, -75), nearLeg: limb(48, -62), farLeg: limb(-12, 28),
    lean: 10, lift: 22, effects: ['speed'], gaze: { x: 0.8, y: 0 },
  },
  jumping: { nearArm: limb(150, 12), farArm: limb(145, 12), nearLeg: limb(38, -55), farLeg: limb(34, -50), lift: 120, effects: ['hop'] },
  waving: { nearArm: limb(150, -25), farArm: limb(12, 6), headTilt: 6, effects: ['wave'], gaze: { x: 0.4, y: 0 } },
  hugging: { nearArm: limb(98, 22), farArm: limb(-62, -30), lean: 8, headTilt: 10, effects: ['hearts'], gaze: { x: 0.6, y: 0 } },
  pointing: { nearArm: limb(96, 0), farArm: limb(14, 6), headTilt: 4, gaze: { x: 1, y: -0.3 } },
  sitting: { posture: 'sit', nearArm: limb(28, -48), farArm: limb(28, -48), nearLeg: limb(80, -14), farLeg: limb(80, -14) },
  sleeping: { posture: 'lie', nearArm: limb(8), farArm: limb(8), nearLeg: limb(2), farLeg: limb(2), effects: ['zzz'], closedEyes: true },
  looking: { nearArm: limb(150, 65), farArm: limb(14, 6), headTilt: -4, gaze: { x: 1, y: -0.4 } },
  carrying: { nearArm: limb(30, -92), farArm: limb(30, -92), held: 'basket', lean: -2, gaze: { x: 0.4, y: 0.2 } },
  flying: {
    nearArm: limb(155, 0), farArm: limb(105, 10), nearLeg: limb(10, 12), farLeg: limb(-4, 16),
    lift: 250, lean: 18, effects: ['wind'], gaze: { x: 0.9, y: 0 },
  },
  swimming: {
    nearArm: limb(150, 10), farArm: limb(120, 30), nearLeg: limb(18, 16), farLeg: limb(-14, 20),
    lift: 60, lean: 62, effects: ['bubbles'], gaze: { x: 0.9, y: 0 },
  },
  dancing: {
    nearArm: limb(140, 30), farArm: limb(72, 50), nearLeg: limb(42, -70), farLeg: limb(-4),
    lean: -8, headTilt: -8, lift: 16, effects: ['notes'],
  },
  reading: { posture: 'sit', nearArm: limb(25, -133), farArm: limb(25, -133), nearLeg: limb(80, -14), farLeg: limb(80, -14), held: 'book', headTilt: 5, gaze: { x: 0, y: 0.9 } },
  searching: { nearArm: limb(80, -30), farArm: limb(14, 6), held: 'magnifier', headTilt: 8, lean: 6, effects: ['question'], gaze: { x: 1, y: 0.6 } },
  celebrating: { nearArm: limb(152, 14), farArm: limb(148, 18), nearLeg: limb(20), farLeg: limb(16), lift: 40, effects: ['confetti'], gaze: { x: 0, y: -0.2 } },
  reaching: { nearArm: limb(150, -8), farArm: limb(70, 20), nearLeg: limb(6), farLeg: limb(-4, 6), lean: 8, lift: 14, headTilt: -8, gaze: { x: 0.8, y: -0.8 } },
  hiding: { posture: 'sit', nearArm: limb(40, -110), farArm: limb(36, -104), nearLeg: limb(62, -120), farLeg: limb(58, -116), lean: -6, headTilt: 8, gaze: { x: -0.7, y: 0.1 } },
  climbing: { nearArm: limb(168, -6), farArm: limb(150, 24), nearLeg: limb(64, -78), farLeg: limb(6, 12), lift: 110, gaze: { x: 0.2, y: -0.9 } },
  laughing: { nearArm: limb(34, -96), farArm: limb(34, -96), lean: -6, headTilt: -12, lift: 6, closedEyes: true, effects: ['hop'] },
  crying: { nearArm: limb(120, -140), farArm: limb(118, -138), headTilt: 10, gaze: { x: 0, y: 0.8 } },
  'looking up': { nearArm: limb(20, 8), farArm: limb(14, 6), headTilt: -16, gaze: { x: 0.3, y: -1 } },
};

/** The face a pose asks for, whatever the page's mood: tears for crying, a grin for laughing. */
export const POSE_MOOD: Partial<Record<PoseName, 'sad' | 'excited'>> = { crying: 'sad', laughing: 'excited' };

export function poseFor(action: PoseName): Pose {
  return { ...base, ...POSES[action] };
}
