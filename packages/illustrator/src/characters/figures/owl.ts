import { darken } from '../../color/color';
import { d, group } from '../../svg/builder';
import { circle, ellipse, path } from '../../svg/shapes';
import { painted, type FigureDesign } from '../design';
import { drawFace } from '../face';
import { facePaintOf } from './face-paint';

const R = 92;
const BEAK = '#f5a524';

/** An owl is one round body: the face sits in its upper half and the wings are its arms. */
export const owl: FigureDesign = {
  plan: {
    hipX: 26, hipY: -30, shoulderX: 74, shoulderY: -175, neckY: -215, headRise: 30, headR: R, halfWidth: 92,
    arm: { upper: 52, lower: 44, width: 34, end: 0 },
    leg: { upper: 14, lower: 12, width: 14, end: 12 },
  },
  scale: 0.8,
  fliesWith: 'wings',
  torso: (ctx) => {
    const { look, ink } = ctx;
    const chevrons = [-70, -110, -150].flatMap((y, row) =>
      [-1, 0, 1].slice(row === 2 ? 1 : 0, row === 2 ? 2 : 3).map((col) => path(d`M${col * 30 - 10} ${y}Q${col * 30} ${y + 10} ${col * 30 + 10} ${y}`, { fill: 'none', stroke: darken(look.belly, 0.3), 'stroke-width': 5, 'stroke-linecap': 'round' })),
    );
    return group(
      { 'data-part': 'body' },
      path(d`M${-R * 0.55} -300L${-R * 0.75} -345L${-R * 0.2} -318Z M${R * 0.55} -300L${R * 0.75} -345L${R * 0.2} -318Z`, painted(look.body, ink)),
      path(d`M0 -330C110 -330 120 -200 104 -120C92 -48 56 -22 0 -22C-56 -22 -92 -48 -104 -120C-120 -200 -110 -330 0 -330Z`, painted(look.body, ink)),
      ellipse(0, -100, 62, 72, { fill: look.belly }),
      ...chevrons,
    );
  },
  head: (ctx, face) => {
    const { look } = ctx;
    const disc = (side: number): string => circle(side * R * 0.42, 0, R * 0.4, { fill: '#fffaf0', stroke: look.accent, 'stroke-width': R * 0.08 });
    return group(
      { 'data-part': 'body' },
      disc(-1),
      disc(1),
      drawFace({ eyeY: 0, eyeDX: R * 0.42, eyeR: R * 0.17, mouthY: R * 0.6, mouthW: R * 0.22, cheekDX: R * 0.82, cheekY: R * 0.42 }, face, facePaintOf(look)),
      path(d`M${-R * 0.13} ${R * 0.22}L${R * 0.13} ${R * 0.22}L0 ${R * 0.48}Z`, { fill: BEAK, stroke: darken(BEAK, 0.3), 'stroke-width': 4, 'stroke-linejoin': 'round' }),
    );
  },
  arm: (look) => ({ colour: darken(look.body, 0.15), end: 'paw', endColour: look.body, wing: true }),
  leg: () => ({ colour: BEAK, end: 'talon', endColour: BEAK }),
};
