import type { FigureSpec } from '@studio/species';
import { darken, lighten } from '../../../color/color';
import { d, group, rotate } from '../../../svg/builder';
import { circle, ellipse, path } from '../../../svg/shapes';
import { painted, type DrawContext, type FigureDesign } from '../../design';
import { drawFace } from '../../face';
import { innerEarPink, pointedEar, roundNose, whiskers } from '../animal-parts';
import { CRITTER_HEAD_R as R, critterArm, critterLeg, critterPlan, critterTorso, tailPath } from '../critter-body';
import { facePaintOf } from '../face-paint';

/** The round storybook body (the cat's and the bear's) with the ears, tail and mark of a kind from the table. */
export function critterKin(spec: FigureSpec, scale: number): FigureDesign {
  const hoofed = spec.mark === 'antlers' || spec.mark === 'horns' || spec.mark === 'mane' || spec.mark === 'spots' && spec.ears === 'pointed';
  return {
    plan: critterPlan,
    scale,
    fliesWith: 'balloons',
    behind: (ctx) => tail(ctx, spec) + (spec.mark === 'spines' ? spines(ctx) : ''),
    torso: (ctx) => critterTorso(ctx, { scarf: false }) + (spec.mark === 'shell' ? shell(ctx) : '') + (spec.mark === 'wool' ? wool(ctx, -120, 62) : ''),
    head: (ctx, face) => {
      const { look, ink } = ctx;
      const frog = spec.mark === 'frog-eyes';
      return group(
        { 'data-part': 'body' },
        ears(ctx, spec),
        spec.mark === 'mane' ? path(d`M${-R * 0.2} ${-R * 0.95}Q${-ctx.facing * R * 1.1} ${-R * 0.6} ${-ctx.facing * R * 0.9} ${R * 0.5}Q${-ctx.facing * R * 0.5} 0 ${R * 0.25} ${-R * 0.9}Z`, painted(look.accent, ink)) : '',
        frog ? circle(-R * 0.42, -R * 0.62, R * 0.3, painted(look.body, ink)) + circle(R * 0.42, -R * 0.62, R * 0.3, painted(look.body, ink)) : '',
        ellipse(0, 0, R * (frog ? 1.12 : 1.02), R * (frog ? 0.8 : 0.92), painted(look.body, ink)),
        spec.mark === 'stripe' ? path(d`M${-R * 0.16} ${-R * 0.9}L${R * 0.16} ${-R * 0.9}L${R * 0.12} ${R * 0.3}L${-R * 0.12} ${R * 0.3}Z`, { fill: '#fbfbf7' }) + [-1, 1].map((side) => ellipse(side * R * 0.42, -R * 0.05, R * 0.2, R * 0.34, { fill: look.accent, transform: rotate(side * -18, side * R * 0.42, 0) })).join('') : '',
        spec.mark === 'wool' ? wool(ctx, -R * 0.82, R * 0.55) : '',
        spec.mark === 'spots' && spec.body === 'critter' && spec.ears === 'round' ? circle(R * 0.5, -R * 0.45, R * 0.1, { fill: darken(look.body, 0.15) }) + circle(-R * 0.55, -R * 0.3, R * 0.07, { fill: darken(look.body, 0.15) }) : '',
        spec.mark === 'snout' ? '' : ellipse(0, R * 0.38, R * 0.4, R * 0.28, { fill: look.belly }),
        drawFace({ eyeY: frog ? -R * 0.55 : R * 0.02, eyeDX: R * 0.42, eyeR: R * 0.13, mouthY: R * 0.52, mouthW: R * (frog ? 0.5 : 0.26), cheekDX: R * 0.68, cheekY: R * 0.28 }, face, facePaintOf(look)),
        spec.mark === 'snout'
          ? ellipse(0, R * 0.3, R * 0.26, R * 0.18, painted(darken(look.body, 0.08), ink)) + circle(-R * 0.09, R * 0.3, R * 0.04, { fill: darken(look.body, 0.5) }) + circle(R * 0.09, R * 0.3, R * 0.04, { fill: darken(look.body, 0.5) })
          : spec.ears === 'none' ? '' : roundNose(0, R * 0.28, R * (spec.mark === 'stripe' ? 1.2 : 1)),
        spec.ears === 'round' || spec.ears === 'long' ? whiskers(R, R * 0.34, darken(look.body, 0.45)) : '',
        headMark(ctx, spec),
      );
    },
    arm: critterArm,
    leg: (look) => (hoofed ? { colour: look.body, end: 'hoof', endColour: darken(look.body, 0.45) } : critterLeg(look)),
  };
}

function ears(ctx: DrawContext, spec: FigureSpec): string {
  const { look, ink } = ctx;
  switch (spec.ears) {
    case 'pointed':
      return pointedEar(-1, R, look.body, look.belly, ink) + pointedEar(1, R, look.body, look.belly, ink);
    case 'round':
      return [-1, 1].map((side) => circle(side * R * 0.78, -R * 0.62, R * 0.42, painted(look.body, ink)) + circle(side * R * 0.78, -R * 0.62, R * 0.26, { fill: innerEarPink })).join('');
    case 'long':
      return [-1, 1].map((side) => group({ transform: rotate(side * 10, side * R * 0.35, -R * 0.7) }, ellipse(side * R * 0.35, -R * 1.3, R * 0.22, R * 0.66, painted(look.body, ink)), ellipse(side * R * 0.35, -R * 1.22, R * 0.1, R * 0.45, { fill: innerEarPink }), ellipse(side * R * 0.35, -R * 1.85, R * 0.12, R * 0.1, { fill: '#3a2f3d' }))).join('');
    case 'floppy':
      return [-1, 1].map((side) => ellipse(side * R * 0.95, -R * 0.2, R * 0.2, R * 0.44, { ...painted(darken(look.body, 0.08), ink), transform: rotate(side * -35, side * R * 0.95, -R * 0.2) })).join('');
    case 'tiny':
      return [-1, 1].map((side) => circle(side * R * 0.62, -R * 0.75, R * 0.18, painted(look.body, ink))).join('');
    default:
      return '';
  }
}

function tail(ctx: DrawContext, spec: FigureSpec): string {
  const { look, ink } = ctx;
  const back = -ctx.facing;
  switch (spec.tail) {
    case 'bushy':
      return path(d`M${back * 20} -80C${back * 150} -60 ${back * 170} -220 ${back * 90} -250C${back * 150} -180 ${back * 90} -130 ${back * 20} -120Z`, painted(spec.mark === 'mane' ? look.accent : look.body, ink));
    case 'thin':
      return path(tailPath(ctx, 130, 40), { fill: 'none', stroke: darken(look.body, 0.2), 'stroke-width': 9, 'stroke-linecap': 'round' });
    case 'curly':
      return path(d`M${back * 40} -90c${back * 30} -10 ${back * 40} 20 ${back * 20} 25c${back * -20} 5 ${back * -20} -20 ${back * 0} -20`, { fill: 'none', stroke: darken(look.body, 0.15), 'stroke-width': 8, 'stroke-linecap': 'round' });
    case 'puff':
      return circle(back * 55, -78, 24, painted(lighten(look.body, 0.4), ink));
    case 'stub':
      return ellipse(back * 56, -84, 20, 14, painted(look.body, ink));
    default:
      return '';
  }
}

function spines(ctx: DrawContext): string {
  const { look, ink } = ctx;
  const back = -ctx.facing;
  const tips = Array.from({ length: 9 }, (_, i) => {
    const a = (-150 + i * 22) * (Math.PI / 180);
    return d`L${back * 30 + Math.cos(a) * 150} ${-200 + Math.sin(a) * 150}L${back * 30 + Math.cos(a + 0.19) * 105} ${-200 + Math.sin(a + 0.19) * 105}`;
  }).join('');
  return path(`M${-back * 40} -60${tips}L${back * 80} -60Z`, painted(look.accent, ink));
}

function shell(ctx: DrawContext): string {
  const { look, ink } = ctx;
  const back = -ctx.facing;
  return group(
    { 'data-part': 'body' },
    ellipse(back * 36, -124, 62, 74, painted(look.accent, ink)),
    ...[-1, 0, 1].map((row) => path(d`M${back * 36 - 40} ${-124 + row * 34}L${back * 36 + 40} ${-124 + row * 34}`, { stroke: darken(look.accent, 0.3), 'stroke-width': 4 })),
  );
}

function wool(ctx: DrawContext, y: number, r: number): string {
  const puffs = [-1, -0.5, 0, 0.5, 1].map((t) => circle(t * r, y - Math.abs(t) * -r * 0.2, r * 0.42, painted(lighten(ctx.look.body, 0.3), ctx.ink)));
  return group({ 'data-part': 'body' }, ...puffs);
}

function headMark(ctx: DrawContext, spec: FigureSpec): string {
  const { look, ink } = ctx;
  const antler = (side: number) => path(d`M${side * R * 0.35} ${-R * 0.8}L${side * R * 0.55} ${-R * 1.6}M${side * R * 0.46} ${-R * 1.2}L${side * R * 0.9} ${-R * 1.45}M${side * R * 0.52} ${-R * 1.45}L${side * R * 0.25} ${-R * 1.8}`, { stroke: look.accent, 'stroke-width': 14, 'stroke-linecap': 'round', fill: 'none' });
  switch (spec.mark) {
    case 'antlers':
      return antler(-1) + antler(1);
    case 'horns':
      return [-1, 1].map((side) => path(d`M${side * R * 0.3} ${-R * 0.78}Q${side * R * 0.45} ${-R * 1.5} ${side * R * 0.9} ${-R * 1.35}`, { stroke: look.accent, 'stroke-width': 16, 'stroke-linecap': 'round', fill: 'none' })).join('');
    case 'antennae':
      return [-1, 1].map((side) => path(d`M${side * R * 0.25} ${-R * 0.8}L${side * R * 0.5} ${-R * 1.5}`, { stroke: darken(look.body, 0.3), 'stroke-width': 6 }) + circle(side * R * 0.5, -R * 1.55, R * 0.14, painted(look.accent, ink))).join('');
    default:
      return '';
  }
}
