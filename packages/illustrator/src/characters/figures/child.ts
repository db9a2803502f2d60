import { darken, lighten } from '../../color/color';
import { d, group } from '../../svg/builder';
import { circle, ellipse, path, rect } from '../../svg/shapes';
import { painted, type DrawContext, type FigureDesign, type LimbPaint } from '../design';
import { drawFace } from '../face';
import { freckles, glasses, headscarfBack, headscarfFront, hearingAids } from '../aids';
import type { CharacterLook } from '../look';
import { hairBack, hairFront } from './child-hair';
import { facePaintOf } from './face-paint';

const R = 90;
const SHOE = '#4a3b4f';

function shirt(ctx: DrawContext): string {
  const { look, ink } = ctx;
  const top = -208;
  const bottom = look.outfit === 'dress' ? -118 : -96;
  const shape = path(d`M-38 ${top}Q0 ${top - 8} 38 ${top}Q50 ${top + 4} 52 ${top + 24}L54 ${bottom}Q0 ${bottom + 10} -54 ${bottom}L-52 ${top + 24}Q-50 ${top + 4} -38 ${top}Z`, painted(look.accent, ink));
  const stripes = look.striped
    ? [0.3, 0.55, 0.8].map((t) => {
        const y = top + (bottom - top) * t;
        return path(d`M-49 ${y}L49 ${y}`, { stroke: lighten(look.accent, 0.55), 'stroke-width': 9 });
      })
    : [];
  const collar = path(d`M-20 ${top - 2}Q0 ${top + 18} 20 ${top - 2}`, { fill: 'none', stroke: darken(look.accent, 0.25), 'stroke-width': ink.line * 1.2, 'stroke-linecap': 'round' });
  return group({}, shape, ...stripes, collar);
}

function lowerClothes(ctx: DrawContext): string {
  const { look, ink } = ctx;
  switch (look.outfit) {
    case 'dress':
      return path(d`M-48 -132L48 -132L76 -58Q0 -46 -76 -58Z`, painted(look.accent, ink));
    case 'overalls':
      return group(
        {},
        path(d`M-48 -112L48 -112L50 -84Q0 -76 -50 -84Z`, painted(look.secondary, ink)),
        rect(-30, -172, 60, 66, { ...painted(look.secondary, ink), rx: 10 }),
        path(d`M-30 -168L-40 -206M30 -168L40 -206`, { stroke: look.secondary, 'stroke-width': 11, 'stroke-linecap': 'round' }),
        circle(-20, -160, 5, { fill: '#f5d469' }),
        circle(20, -160, 5, { fill: '#f5d469' }),
        rect(-14, -146, 28, 18, { fill: 'none', stroke: darken(look.secondary, 0.3), 'stroke-width': ink.line * 0.8, rx: 4 }),
      );
    case 'trousers':
    case 'shorts':
      return path(d`M-50 -110L50 -110L52 -82Q0 -74 -52 -82Z`, painted(look.secondary, ink));
  }
}

function leg(look: CharacterLook): LimbPaint {
  switch (look.outfit) {
    case 'dress':
      return { colour: look.body, end: 'shoe', endColour: '#d9485f' };
    case 'shorts':
      return { colour: look.body, end: 'shoe', endColour: SHOE, cover: { colour: look.secondary, fraction: 0.38 } };
    default:
      return { colour: look.secondary, end: 'shoe', endColour: SHOE };
  }
}

function head(ctx: DrawContext, face: Parameters<FigureDesign['head']>[1]): string {
  const { look, ink } = ctx;
  const skin = painted(look.body, ink);
  const has = (feature: Parameters<typeof look.features.has>[0]) => look.features.has(feature);
  const scarf = has('headscarf');
  const anchors = { eyeY: R * 0.14, eyeDX: R * 0.36, eyeR: R * 0.12, mouthY: R * 0.5, mouthW: R * 0.34, cheekDX: R * 0.6, cheekY: R * 0.4, turn: R * 0.06 };
  return group(
    {},
    scarf ? headscarfBack(R, look.accentShade, ink) : group({ 'data-part': 'hair' }, hairBack(look.hairStyle, R, look.hair, look.accent, ink)),
    group({ 'data-part': 'skin' }, scarf ? '' : circle(-R * 0.98, R * 0.12, R * 0.2, skin) + circle(R * 0.98, R * 0.12, R * 0.2, skin), ellipse(0, 0, R, R * 0.96, skin)),
    drawFace(anchors, face, facePaintOf(look)),
    has('freckles') ? freckles(R, anchors.cheekDX, anchors.cheekY, look.body) : '',
    ellipse(face.facing * R * 0.06, R * 0.33, R * 0.08, R * 0.06, { fill: darken(look.body, 0.2) }),
    scarf ? headscarfFront(R, look.accentShade, ink) : group({ 'data-part': 'hair' }, hairFront(look.hairStyle, R, look.hair, ink)),
    has('hearing aid') && !scarf ? hearingAids(R, R * 0.12) : '',
    has('glasses') ? glasses(R, anchors.eyeY, anchors.eyeDX, face.facing * (anchors.turn ?? 0), ink) : '',
  );
}

export const child: FigureDesign = {
  plan: {
    hipX: 22, hipY: -94, shoulderX: 44, shoulderY: -196, neckY: -204, headRise: 86, headR: R, halfWidth: 56,
    arm: { upper: 50, lower: 46, width: 24, end: 15 },
    leg: { upper: 50, lower: 44, width: 30, end: 16 },
  },
  scale: 1,
  fliesWith: 'cape',
  torso: (ctx) => {
    const overShirt = ctx.look.outfit === 'dress' || ctx.look.outfit === 'overalls';
    return group({ 'data-part': 'clothes' }, overShirt ? '' : lowerClothes(ctx), shirt(ctx), overShirt ? lowerClothes(ctx) : '');
  },
  head,
  arm: (look) => ({ colour: look.body, end: 'hand', endColour: look.body, cover: { colour: look.accent, fraction: look.outfit === 'dress' ? 0.28 : 0.42 } }),
  leg,
};
