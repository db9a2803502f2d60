import { darken, lighten, mix } from '../../color/color';
import { d, group } from '../../svg/builder';
import { ellipse, path } from '../../svg/shapes';
import { painted, type DrawContext, type FigureDesign } from '../design';
import { drawFace } from '../face';
import { pointedEar } from './animal-parts';
import { CRITTER_HEAD_R as R, critterPlan, critterTorso } from './critter-body';
import { facePaintOf } from './face-paint';

const GOLD = '#f5c443';

function tail(ctx: DrawContext): string {
  const { look, ink } = ctx;
  const b = -ctx.facing;
  return path(d`M${b * 20} -90C${b * 110} -110 ${b * 150} -40 ${b * 120} 0C${b * 110} -40 ${b * 80} -60 ${b * 20} -66Z`, painted(look.hair, ink));
}

export const unicorn: FigureDesign = {
  plan: { ...critterPlan, leg: { ...critterPlan.leg, end: 15 } },
  scale: 0.95,
  fliesWith: 'rainbow',
  behind: tail,
  torso: (ctx) => critterTorso(ctx),
  head: (ctx, face) => {
    const { look, ink } = ctx;
    const mane = look.hair;
    const b = -face.facing;
    const maneBack = path(d`M${b * R * 0.1} ${-R * 0.95}C${b * R * 1.1} ${-R * 1.0} ${b * R * 1.35} ${R * 0.2} ${b * R * 1.1} ${R * 0.95}C${b * R * 0.95} ${R * 0.6} ${b * R * 0.85} ${R * 0.3} ${b * R * 0.6} ${R * 0.1}Z`, painted(mane, ink));
    const streak = path(d`M${b * R * 0.5} ${-R * 0.85}C${b * R * 1.05} ${-R * 0.7} ${b * R * 1.15} ${R * 0.1} ${b * R * 1.05} ${R * 0.6}`, { fill: 'none', stroke: lighten(mane, 0.4), 'stroke-width': 10, 'stroke-linecap': 'round' });
    const forelock = path(d`M${-R * 0.45} ${-R * 0.7}Q${-R * 0.1} ${-R * 1.05} ${R * 0.45} ${-R * 0.72}Q${R * 0.15} ${-R * 0.55} ${b * R * 0.3} ${-R * 0.3}Q${-R * 0.1} ${-R * 0.5} ${-R * 0.45} ${-R * 0.7}Z`, painted(mane, ink));
    const horn = group(
      {},
      path(d`M${-R * 0.14} ${-R * 0.78}L0 ${-R * 1.62}L${R * 0.14} ${-R * 0.78}Z`, painted(GOLD, ink)),
      ...[0.25, 0.5, 0.72].map((t) => path(d`M${-R * 0.14 * (1 - t)} ${-R * (0.78 + 0.84 * t) + 6}L${R * 0.14 * (1 - t)} ${-R * (0.78 + 0.84 * t) - 6}`, { stroke: darken(GOLD, 0.3), 'stroke-width': 4 })),
    );
    return group(
      { 'data-part': 'body' },
      pointedEar(-1, R * 0.9, look.body, '#f6c6d6', ink, { height: 1.3 }),
      pointedEar(1, R * 0.9, look.body, '#f6c6d6', ink, { height: 1.3 }),
      maneBack,
      streak,
      ellipse(0, 0, R * 0.9, R * 0.96, painted(look.body, ink)),
      ellipse(0, R * 0.5, R * 0.58, R * 0.36, { fill: mix(look.body, '#f7b2c8', 0.45) }),
      ellipse(-R * 0.2, R * 0.48, R * 0.06, R * 0.04, { fill: darken(look.body, 0.4) }),
      ellipse(R * 0.2, R * 0.48, R * 0.06, R * 0.04, { fill: darken(look.body, 0.4) }),
      drawFace({ eyeY: -R * 0.05, eyeDX: R * 0.38, eyeR: R * 0.14, mouthY: R * 0.63, mouthW: R * 0.26, cheekDX: R * 0.62, cheekY: R * 0.22 }, face, facePaintOf(look)),
      forelock,
      horn,
    );
  },
  arm: (look) => ({ colour: look.body, end: 'hoof', endColour: GOLD }),
  leg: (look) => ({ colour: look.body, end: 'hoof', endColour: GOLD }),
};
