import { darken, lighten } from '../../color/color';
import { d, group } from '../../svg/builder';
import { circle, path, rect } from '../../svg/shapes';
import { painted, type FigureDesign } from '../design';
import { drawFace } from '../face';

const R = 88;
const SCREEN = '#27324f';
const LED = '#7ff3ff';

export const robot: FigureDesign = {
  plan: {
    hipX: 26, hipY: -84, shoulderX: 60, shoulderY: -186, neckY: -206, headRise: 80, headR: R, halfWidth: 64,
    arm: { upper: 44, lower: 40, width: 18, end: 17 },
    leg: { upper: 42, lower: 38, width: 20, end: 18 },
  },
  scale: 0.95,
  fliesWith: 'jets',
  torso: (ctx) => {
    const { look, ink } = ctx;
    return group(
      { 'data-part': 'body' },
      rect(-18, -214, 36, 20, painted(darken(look.body, 0.15), ink)),
      rect(-64, -200, 128, 122, { ...painted(look.body, ink), rx: 22 }),
      rect(-40, -176, 80, 60, { ...painted(lighten(look.body, 0.45), ink), rx: 10 }),
      circle(-20, -156, 9, { fill: '#f2545b' }),
      circle(4, -156, 9, { fill: '#f7c548' }),
      circle(26, -156, 9, { fill: '#7ccf7a' }),
      rect(-26, -136, 52, 9, { fill: look.accent, rx: 4 }),
      rect(-52, -94, 104, 14, { fill: darken(look.body, 0.12), rx: 7 }),
    );
  },
  head: (ctx, face) => {
    const { look, ink } = ctx;
    return group(
      { 'data-part': 'body' },
      path(d`M0 ${-R * 0.85}L0 ${-R * 1.3}`, { stroke: darken(look.body, 0.4), 'stroke-width': 7 }),
      circle(0, -R * 1.35, R * 0.16, painted(look.accent, ink)),
      circle(-R * 1.08, 0, R * 0.2, painted(darken(look.body, 0.12), ink)),
      circle(R * 1.08, 0, R * 0.2, painted(darken(look.body, 0.12), ink)),
      rect(-R * 1.02, -R * 0.85, R * 2.04, R * 1.7, { ...painted(look.body, ink), rx: R * 0.38 }),
      rect(-R * 0.8, -R * 0.6, R * 1.6, R * 1.18, { fill: SCREEN, rx: R * 0.26 }),
      drawFace(
        { eyeY: -R * 0.12, eyeDX: R * 0.38, eyeR: R * 0.15, mouthY: R * 0.26, mouthW: R * 0.36, cheekDX: R * 0.58, cheekY: R * 0.12 },
        face,
        { ink: LED, cheek: '#ff8fb1', lid: SCREEN, eyeShine: SCREEN, mouthInside: '#3c4a70' },
      ),
    );
  },
  arm: (look) => ({ colour: darken(look.body, 0.15), end: 'claw', endColour: look.body }),
  leg: (look) => ({ colour: darken(look.body, 0.15), end: 'boot', endColour: look.body }),
};
