import { darken, lighten } from '../../color/color';
import { d, group } from '../../svg/builder';
import { ellipse, path } from '../../svg/shapes';
import { painted, type DrawContext, type FigureDesign } from '../design';
import { drawFace } from '../face';
import { CRITTER_HEAD_R as R, critterArm, critterPlan, critterTorso } from './critter-body';
import { facePaintOf } from './face-paint';

const HORN = '#fbe9c6';

function wings(ctx: DrawContext, raised: boolean): string {
  const { look, ink } = ctx;
  const membrane = lighten(look.accent, 0.25);
  const wing = (side: number): string => {
    const lift = raised ? 70 : 0;
    return path(
      d`M${side * 30} -165L${side * 120} ${-250 - lift}L${side * 175} ${-200 - lift}Q${side * 150} -175 ${side * 160} -150Q${side * 130} -150 ${side * 125} -125Q${side * 100} -135 ${side * 40} -120Z`,
      painted(membrane, ink),
    ) + path(d`M${side * 120} ${-250 - lift}L${side * 110} -150`, { stroke: darken(membrane, 0.3), 'stroke-width': 4, 'stroke-linecap': 'round' });
  };
  return wing(-1) + wing(1);
}

function tail(ctx: DrawContext): string {
  const { look, ink } = ctx;
  const b = -ctx.facing;
  return group(
    {},
    path(d`M${b * 20} -95C${b * 100} -80 ${b * 140} -40 ${b * 185} -60L${b * 175} -40C${b * 130} -10 ${b * 80} -40 ${b * 15} -60Z`, painted(look.body, ink)),
    path(d`M${b * 180} -62L${b * 215} -85L${b * 205} -42Z`, painted(look.accent, ink)),
  );
}

export const dragon: FigureDesign = {
  plan: { ...critterPlan, halfWidth: 64, shoulderX: 46 },
  scale: 1,
  fliesWith: 'wings',
  behind: (ctx) => (ctx.pose.posture === 'lie' ? '' : wings(ctx, ctx.pose.effects.includes('wind'))) + tail(ctx),
  torso: (ctx) => {
    const plates = [-130, -108, -86].map((y) => path(d`M-26 ${y}Q0 ${y + 7} 26 ${y}`, { fill: 'none', stroke: darken(ctx.look.belly, 0.22), 'stroke-width': 4, 'stroke-linecap': 'round' }));
    return group({}, critterTorso(ctx, { width: 62, scarf: false }), ...plates);
  },
  head: (ctx, face) => {
    const { look, ink } = ctx;
    const horn = (side: number): string => path(d`M${side * R * 0.3} ${-R * 0.72}Q${side * R * 0.5} ${-R * 1.3} ${side * R * 0.7} ${-R * 1.28}Q${side * R * 0.62} ${-R * 0.95} ${side * R * 0.66} ${-R * 0.58}Z`, painted(HORN, ink));
    const spikes = [-0.3, 0, 0.3].map((x) => path(d`M${(x - 0.12) * R} ${-R * 0.86}L${x * R} ${-R * 1.12}L${(x + 0.12) * R} ${-R * 0.86}Z`, painted(look.accent, ink)));
    const fin = (side: number): string => path(d`M${side * R * 0.95} ${-R * 0.1}L${side * R * 1.35} ${-R * 0.35}L${side * R * 1.0} ${R * 0.22}Z`, painted(look.accent, ink));
    return group(
      { 'data-part': 'body' },
      horn(-1), horn(1), ...spikes, fin(-1), fin(1),
      ellipse(0, 0, R * 1.02, R * 0.9, painted(look.body, ink)),
      ellipse(0, R * 0.42, R * 0.58, R * 0.32, { fill: lighten(look.body, 0.35) }),
      ellipse(-R * 0.16, R * 0.33, R * 0.05, R * 0.035, { fill: darken(look.body, 0.5) }),
      ellipse(R * 0.16, R * 0.33, R * 0.05, R * 0.035, { fill: darken(look.body, 0.5) }),
      drawFace({ eyeY: -R * 0.1, eyeDX: R * 0.4, eyeR: R * 0.14, mouthY: R * 0.5, mouthW: R * 0.34, cheekDX: R * 0.72, cheekY: R * 0.22 }, face, facePaintOf(look)),
    );
  },
  arm: critterArm,
  leg: (look) => ({ colour: look.body, end: 'paw', endColour: look.body }),
};
