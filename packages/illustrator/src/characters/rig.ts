import type { Point } from '../svg/shapes';
import type { LimbSize } from './design';
import type { LimbPose } from './pose';

export interface LimbJoints {
  root: Point;
  joint: Point;
  end: Point;
}

const toRadians = (deg: number): number => (deg * Math.PI) / 180;

/** Forward kinematics of a two-segment limb hanging from `root` on screen side `side` (-1 left, +1 right). */
export function solveLimb(root: Point, side: number, size: LimbSize, pose: LimbPose): LimbJoints {
  const upper = toRadians(pose.upper);
  const lower = toRadians(pose.upper + pose.bend);
  const joint = { x: root.x + side * Math.sin(upper) * size.upper, y: root.y + Math.cos(upper) * size.upper };
  const end = { x: joint.x + side * Math.sin(lower) * size.lower, y: joint.y + Math.cos(lower) * size.lower };
  return { root, joint, end };
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Point along a limb at a fraction (0..1) of its whole length. */
export function alongLimb(limb: LimbJoints, fraction: number, size: LimbSize): Point {
  const total = size.upper + size.lower;
  const at = fraction * total;
  if (at <= size.upper) {
    const t = at / size.upper;
    return { x: limb.root.x + (limb.joint.x - limb.root.x) * t, y: limb.root.y + (limb.joint.y - limb.root.y) * t };
  }
  const t = (at - size.upper) / size.lower;
  return { x: limb.joint.x + (limb.end.x - limb.joint.x) * t, y: limb.joint.y + (limb.end.y - limb.joint.y) * t };
}

export function angleOf(from: Point, to: Point): number {
  return (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
}
