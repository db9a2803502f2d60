import { darken } from '../../color/color';
import { d, group } from '../../svg/builder';
import { ellipse, path } from '../../svg/shapes';
import { painted, type FigureDesign } from '../design';
import { drawFace } from '../face';
import { forehead, innerEarPink, pointedEar, whiskers } from './animal-parts';
import { CRITTER_HEAD_R as R, critterArm, critterLeg, critterPlan, critterTorso, tailPath } from './critter-body';
import { facePaintOf } from './face-paint';

export const cat: FigureDesign = {
  plan: critterPlan,
  scale: 0.8,
  fliesWith: 'balloons',
  behind: (ctx) => path(tailPath(ctx, 110, 60), { fill: 'none', stroke: darken(ctx.look.body, 0.42), 'stroke-width': 26 + ctx.ink.line * 2, 'stroke-linecap': 'round' }) +
    path(tailPath(ctx, 110, 60), { fill: 'none', stroke: ctx.look.body, 'stroke-width': 26, 'stroke-linecap': 'round' }),
  torso: (ctx) => critterTorso(ctx),
  head: (ctx, face) => {
    const { look, ink } = ctx;
    return group(
      { 'data-part': 'body' },
      pointedEar(-1, R, look.body, innerEarPink, ink),
      pointedEar(1, R, look.body, innerEarPink, ink),
      ellipse(0, 0, R * 1.05, R * 0.9, painted(look.body, ink)),
      look.pattern === 'stripes' ? forehead(R, look.body) : '',
      ellipse(-R * 0.17, R * 0.38, R * 0.22, R * 0.17, { fill: look.belly }),
      ellipse(R * 0.17, R * 0.38, R * 0.22, R * 0.17, { fill: look.belly }),
      drawFace({ eyeY: R * 0.05, eyeDX: R * 0.4, eyeR: R * 0.13, mouthY: R * 0.5, mouthW: R * 0.28, cheekDX: R * 0.65, cheekY: R * 0.3 }, face, facePaintOf(look)),
      path(d`M${-R * 0.1} ${R * 0.22}L${R * 0.1} ${R * 0.22}L0 ${R * 0.33}Z`, { fill: '#f08a9c', stroke: '#f08a9c', 'stroke-width': 6, 'stroke-linejoin': 'round' }),
      whiskers(R, R * 0.36, darken(look.body, 0.5)),
    );
  },
  arm: critterArm,
  leg: critterLeg,
};
