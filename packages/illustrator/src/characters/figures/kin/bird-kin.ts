import type { FigureSpec } from '@studio/species';
import { darken } from '../../../color/color';
import { d, group } from '../../../svg/builder';
import { circle, ellipse, path } from '../../../svg/shapes';
import { painted, type DrawContext, type FigureDesign } from '../../design';
import { drawFace } from '../../face';
import { facePaintOf } from '../face-paint';

const R = 74;

/** A round bird: a plump body, wings for arms (the owl's rig), a round head and the beak of its kind. */
export function birdKin(spec: FigureSpec, scale: number): FigureDesign {
  const beakColour = spec.accent ?? '#f5a524';
  const legColour = spec.beak === 'flat' || spec.beak === 'striped' ? beakColour : '#e0a35c';
  return {
    plan: {
      hipX: 24, hipY: -36, shoulderX: 66, shoulderY: -150, neckY: -190, headRise: 56, headR: R, halfWidth: 82,
      arm: { upper: 46, lower: 40, width: 30, end: 0 },
      leg: { upper: 16, lower: 14, width: 10, end: 11 },
    },
    scale,
    fliesWith: 'wings',
    staysUpright: true,
    behind: (ctx) => path(d`M${-ctx.facing * 70} -70L${-ctx.facing * 130} -50L${-ctx.facing * 118} -92Z`, painted(darken(ctx.look.body, 0.12), ctx.ink)),
    torso: (ctx) => {
      const { look, ink } = ctx;
      return group(
        { 'data-part': 'body' },
        path(d`M0 -210C96 -210 108 -120 92 -74C78 -36 44 -26 0 -26C-44 -26 -78 -36 -92 -74C-108 -120 -96 -210 0 -210Z`, painted(look.body, ink)),
        ellipse(0, -90, 56, 58, { fill: look.belly }),
        spec.mark === 'spots' ? [-30, 10, 40].map((x, i) => circle(x, -150 + i * 12, 7, { fill: darken(look.body, 0.25) })).join('') : '',
      );
    },
    head: (ctx, face) => {
      const { look, ink } = ctx;
      const cap = spec.mark === 'white-head' ? path(d`M${-R} 0A${R} ${R} 0 0 1 ${R} 0L${R * 0.9} ${R * 0.45}Q0 ${R * 0.75} ${-R * 0.9} ${R * 0.45}Z`, painted('#fbfaf5', ink)) : '';
      const comb = spec.mark === 'comb' ? [-0.3, 0, 0.3].map((x) => circle(x * R, -R * 0.98, R * 0.2, painted('#e5484d', ink))).join('') : '';
      return group(
        { 'data-part': 'body' },
        comb,
        circle(0, 0, R, painted(look.body, ink)),
        cap,
        spec.beak === 'striped' ? ellipse(0, R * 0.05, R * 0.72, R * 0.6, { fill: '#fbfbf7' }) : '',
        drawFace({ eyeY: -R * 0.08, eyeDX: R * 0.38, eyeR: R * 0.14, mouthY: R * 0.85, mouthW: 0.01, cheekDX: R * 0.62, cheekY: R * 0.28 }, face, facePaintOf(look)),
        beak(ctx, spec, beakColour),
      );
    },
    arm: (look) => ({ colour: darken(look.body, 0.1), end: 'paw', endColour: look.body, wing: true }),
    leg: () => ({ colour: legColour, end: 'talon', endColour: legColour }),
  };
}

function beak(ctx: DrawContext, spec: FigureSpec, colour: string): string {
  const f = ctx.facing * 0.25;
  const outline = { fill: colour, stroke: darken(colour, 0.35), 'stroke-width': 4, 'stroke-linejoin': 'round' } as const;
  switch (spec.beak) {
    case 'flat':
      return ellipse(f * R, R * 0.32, R * 0.38, R * 0.16, outline) + path(d`M${f * R - R * 0.32} ${R * 0.32}L${f * R + R * 0.32} ${R * 0.32}`, { stroke: darken(colour, 0.35), 'stroke-width': 3 });
    case 'hooked':
      return path(d`M${f * R - R * 0.16} ${R * 0.12}L${f * R + R * 0.16} ${R * 0.12}Q${f * R + R * 0.2} ${R * 0.45} ${f * R} ${R * 0.55}Q${f * R + R * 0.02} ${R * 0.35} ${f * R - R * 0.16} ${R * 0.12}Z`, outline);
    case 'striped':
      return path(d`M${f * R - R * 0.2} ${R * 0.12}L${f * R + R * 0.2} ${R * 0.12}L${f * R} ${R * 0.62}Z`, outline) + path(d`M${f * R - R * 0.12} ${R * 0.26}L${f * R + R * 0.12} ${R * 0.26}`, { stroke: '#f2c14e', 'stroke-width': 6 });
    default:
      return path(d`M${f * R - R * 0.13} ${R * 0.16}L${f * R + R * 0.13} ${R * 0.16}L${f * R} ${R * 0.42}Z`, outline);
  }
}
