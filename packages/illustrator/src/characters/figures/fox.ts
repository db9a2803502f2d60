import { darken } from '../../color/color';
import { d, group } from '../../svg/builder';
import { path } from '../../svg/shapes';
import { painted, type FigureDesign } from '../design';
import { drawFace } from '../face';
import { pointedEar, roundNose } from './animal-parts';
import { CRITTER_HEAD_R as R, critterPlan, critterTorso } from './critter-body';
import { facePaintOf } from './face-paint';

const DARK = '#3d3744';

export const fox: FigureDesign = {
  plan: critterPlan,
  scale: 0.86,
  fliesWith: 'balloons',
  behind: (ctx) => {
    const b = -ctx.facing;
    return group(
      {},
      path(d`M${b * 10} -80C${b * 90} -60 ${b * 160} -120 ${b * 150} -205C${b * 120} -170 ${b * 70} -150 ${b * 20} -110Z`, painted(ctx.look.body, ctx.ink)),
      path(d`M${b * 150} -205C${b * 152} -185 ${b * 148} -170 ${b * 138} -160C${b * 128} -168 ${b * 122} -175 ${b * 118} -178Z`, { fill: '#fbf3e6', stroke: '#fbf3e6', 'stroke-width': 14, 'stroke-linejoin': 'round' }),
    );
  },
  torso: (ctx) => critterTorso(ctx),
  head: (ctx, face) => {
    const { look, ink } = ctx;
    const headShape = path(
      d`M0 ${-R * 0.85}C${R * 0.7} ${-R * 0.85} ${R * 1.0} ${-R * 0.4} ${R * 1.0} ${R * 0.05}L${R * 1.22} ${R * 0.42}L${R * 0.62} ${R * 0.62}Q${R * 0.3} ${R * 0.85} 0 ${R * 0.85}Q${-R * 0.3} ${R * 0.85} ${-R * 0.62} ${R * 0.62}L${-R * 1.22} ${R * 0.42}L${-R * 1.0} ${R * 0.05}C${-R * 1.0} ${-R * 0.4} ${-R * 0.7} ${-R * 0.85} 0 ${-R * 0.85}Z`,
      painted(look.body, ink),
    );
    const mask = path(d`M${-R * 1.16} ${R * 0.42}Q${-R * 0.5} ${R * 0.05} 0 ${R * 0.22}Q${R * 0.5} ${R * 0.05} ${R * 1.16} ${R * 0.42}L${R * 0.6} ${R * 0.6}Q${R * 0.3} ${R * 0.82} 0 ${R * 0.82}Q${-R * 0.3} ${R * 0.82} ${-R * 0.6} ${R * 0.6}Z`, { fill: look.belly });
    return group(
      { 'data-part': 'body' },
      pointedEar(-1, R, look.body, darken(look.body, 0.3), ink, { height: 1.4, tip: DARK }),
      pointedEar(1, R, look.body, darken(look.body, 0.3), ink, { height: 1.4, tip: DARK }),
      headShape,
      mask,
      drawFace({ eyeY: -R * 0.02, eyeDX: R * 0.4, eyeR: R * 0.13, mouthY: R * 0.55, mouthW: R * 0.26, cheekDX: R * 0.66, cheekY: R * 0.35 }, face, facePaintOf(look)),
      roundNose(0, R * 0.36, R * 1.1),
    );
  },
  arm: (look) => ({ colour: look.body, end: 'paw', endColour: DARK }),
  leg: (look) => ({ colour: look.body, end: 'paw', endColour: DARK }),
};
