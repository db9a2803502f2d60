import { darken } from '../../color/color';
import { d, group } from '../../svg/builder';
import { circle, ellipse, path } from '../../svg/shapes';
import { painted, type FigureDesign } from '../design';
import { drawFace } from '../face';
import { roundNose } from './animal-parts';
import { CRITTER_HEAD_R as R, critterArm, critterLeg, critterPlan, critterTorso, tailPath } from './critter-body';
import { facePaintOf } from './face-paint';

export const dog: FigureDesign = {
  plan: critterPlan,
  scale: 0.86,
  fliesWith: 'balloons',
  behind: (ctx) => path(tailPath(ctx, 80, 70), { fill: 'none', stroke: darken(ctx.look.body, 0.42), 'stroke-width': 22 + ctx.ink.line * 2, 'stroke-linecap': 'round' }) +
    path(tailPath(ctx, 80, 70), { fill: 'none', stroke: ctx.look.body, 'stroke-width': 22, 'stroke-linecap': 'round' }),
  torso: (ctx) => critterTorso(ctx),
  head: (ctx, face) => {
    const { look, ink } = ctx;
    const ear = darken(look.body, 0.28);
    const earShape = (side: number): string =>
      path(d`M${side * R * 0.6} ${-R * 0.72}C${side * R * 1.25} ${-R * 0.9} ${side * R * 1.45} ${R * 0.1} ${side * R * 1.18} ${R * 0.55}C${side * R * 1.0} ${R * 0.7} ${side * R * 0.82} ${R * 0.3} ${side * R * 0.82} ${-R * 0.1}Z`, painted(ear, ink));
    return group(
      { 'data-part': 'body' },
      ellipse(0, 0, R, R * 0.92, painted(look.body, ink)),
      look.pattern === 'spots' ? circle(R * 0.4, R * 0.02, R * 0.3, { fill: darken(look.body, 0.4) }) : '',
      ellipse(0, R * 0.4, R * 0.45, R * 0.33, { fill: look.belly }),
      drawFace({ eyeY: 0, eyeDX: R * 0.4, eyeR: R * 0.13, mouthY: R * 0.5, mouthW: R * 0.3, cheekDX: R * 0.68, cheekY: R * 0.3 }, face, facePaintOf(look)),
      roundNose(0, R * 0.26, R * 1.3),
      earShape(-1),
      earShape(1),
    );
  },
  arm: critterArm,
  leg: critterLeg,
};
