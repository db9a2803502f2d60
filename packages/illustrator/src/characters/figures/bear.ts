import { group } from '../../svg/builder';
import { circle, ellipse } from '../../svg/shapes';
import { painted, type FigureDesign } from '../design';
import { drawFace } from '../face';
import { roundNose } from './animal-parts';
import { CRITTER_HEAD_R as R, critterArm, critterLeg, critterPlan, critterTorso } from './critter-body';
import { facePaintOf } from './face-paint';

export const bear: FigureDesign = {
  plan: { ...critterPlan, halfWidth: 66, shoulderX: 48 },
  scale: 1,
  fliesWith: 'balloons',
  torso: (ctx) => critterTorso(ctx, { width: 66 }),
  head: (ctx, face) => {
    const { look, ink } = ctx;
    const ear = (side: number): string => circle(side * R * 0.72, -R * 0.7, R * 0.3, painted(look.body, ink)) + circle(side * R * 0.72, -R * 0.7, R * 0.16, { fill: look.belly });
    return group(
      { 'data-part': 'body' },
      ear(-1),
      ear(1),
      ellipse(0, 0, R * 1.04, R * 0.94, painted(look.body, ink)),
      ellipse(0, R * 0.4, R * 0.42, R * 0.32, { fill: look.belly }),
      drawFace({ eyeY: 0, eyeDX: R * 0.4, eyeR: R * 0.12, mouthY: R * 0.52, mouthW: R * 0.28, cheekDX: R * 0.68, cheekY: R * 0.3 }, face, facePaintOf(look)),
      roundNose(0, R * 0.27, R * 1.35),
    );
  },
  arm: critterArm,
  leg: critterLeg,
};
