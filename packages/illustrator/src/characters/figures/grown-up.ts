import { group, scale, translate } from '../../svg/builder';
import type { FigureDesign } from '../design';
import { child } from './child';

/**
 * A grown-up (a parent, grandparent or teacher) is a child's figure grown up: the same clothes, hair and
 * face, on a longer body with longer limbs and a head smaller for its height, so that on every page a
 * reader can tell the grown-up from the children at a glance.
 */
const BODY_STRETCH = 1.62;
const BODY_WIDEN = 1.12;
const HEAD = 0.9;
const CHILD_HIP = child.plan.hipY;
const HIP = -175;

export const grownUp: FigureDesign = {
  ...child,
  plan: {
    hipX: 25, hipY: HIP, shoulderX: 49, shoulderY: -340, neckY: -352, headRise: 78, headR: child.plan.headR * HEAD, halfWidth: 63,
    arm: { upper: 76, lower: 70, width: 25, end: 15 },
    leg: { upper: 86, lower: 80, width: 31, end: 16 },
  },
  // The child's clothes, stretched so that its hip and shoulder lines land on the grown-up's.
  torso: (ctx) => group({ transform: `${translate(0, HIP - CHILD_HIP * BODY_STRETCH)} ${scale(BODY_WIDEN, BODY_STRETCH)}` }, child.torso(ctx)),
  head: (ctx, face) => group({ transform: scale(HEAD) }, child.head(ctx, face)),
};
