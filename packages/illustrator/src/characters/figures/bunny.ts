import { group, rotate } from '../../svg/builder';
import { circle, ellipse, path, rect } from '../../svg/shapes';
import { d } from '../../svg/builder';
import { painted, type FigureDesign } from '../design';
import { drawFace } from '../face';
import { innerEarPink, whiskers } from './animal-parts';
import { CRITTER_HEAD_R as R, critterArm, critterLeg, critterPlan, critterTorso } from './critter-body';
import { facePaintOf } from './face-paint';
import { darken } from '../../color/color';

export const bunny: FigureDesign = {
  plan: critterPlan,
  scale: 0.78,
  fliesWith: 'balloons',
  behind: (ctx) => circle(-ctx.facing * 52, -78, 26, painted('#fbf8f3', ctx.ink)),
  torso: (ctx) => critterTorso(ctx),
  head: (ctx, face) => {
    const { look, ink } = ctx;
    const ear = (side: number): string =>
      group(
        { transform: rotate(side * 12, side * R * 0.35, -R * 0.7) },
        ellipse(side * R * 0.35, -R * 1.35, R * 0.25, R * 0.68, painted(look.body, ink)),
        ellipse(side * R * 0.35, -R * 1.3, R * 0.12, R * 0.5, { fill: innerEarPink }),
      );
    return group(
      { 'data-part': 'body' },
      ear(-1),
      ear(1),
      ellipse(0, 0, R, R * 0.92, painted(look.body, ink)),
      drawFace({ eyeY: R * 0.02, eyeDX: R * 0.4, eyeR: R * 0.13, mouthY: R * 0.55, mouthW: R * 0.26, cheekDX: R * 0.64, cheekY: R * 0.3 }, face, facePaintOf(look)),
      rect(-R * 0.1, R * 0.38, R * 0.2, R * 0.15, { fill: '#ffffff', stroke: darken(look.body, 0.35), 'stroke-width': 3, rx: 3 }),
      path(d`M0 ${R * 0.38}L0 ${R * 0.53}`, { stroke: darken(look.body, 0.35), 'stroke-width': 2.5 }),
      ellipse(0, R * 0.3, R * 0.1, R * 0.07, { fill: '#f08a9c' }),
      whiskers(R, R * 0.34, darken(look.body, 0.45)),
    );
  },
  arm: critterArm,
  leg: critterLeg,
};
