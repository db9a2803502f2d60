import { painted } from '../characters/design';
import { d, group } from '../svg/builder';
import { circle, ellipse, path } from '../svg/shapes';
import { flower, grassTuft, rock, roundTree } from '../props/nature';
import { shell, starfish } from '../props/sea';
import { middleGround, type PlacePainter } from './place-art';

/** A cave mouth in a rocky mound on one side. */
export const cave: PlacePainter = (ctx) => {
  const { w, h } = ctx;
  const { far } = middleGround(ctx);
  const base = far + 90;
  return {
    back: group(
      { 'data-place': 'cave' },
      path(d`M${w * 0.5} ${base}Q${w * 0.52} ${h * 0.22} ${w * 0.78} ${h * 0.2}Q${w * 1.02} ${h * 0.2} ${w * 1.05} ${base}Z`, painted('#8a8f9c', ctx.ink)),
      path(d`M${w * 0.64} ${base}Q${w * 0.65} ${h * 0.38} ${w * 0.78} ${h * 0.37}Q${w * 0.9} ${h * 0.38} ${w * 0.91} ${base}Z`, { fill: '#2d2436' }),
      ...[0.58, 0.97].map((x) => rock(w * x, base + 10, 60, '#7b8090', ctx.ink)),
    ),
  };
};

/** A sunny clearing: light falling in shafts onto open grass, a ring of mushrooms. */
export const clearing: PlacePainter = (ctx) => {
  const { w } = ctx;
  const { far, near } = middleGround(ctx);
  const beams = [0.3, 0.5, 0.7].map((x) => path(d`M${w * x - 40} 0L${w * x + 40} 0L${w * (x + 0.08)} ${near}L${w * (x - 0.08)} ${near}Z`, { fill: '#fff6c4', opacity: 0.38 }));
  const mushrooms = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * Math.PI * 2;
    const x = w * 0.5 + Math.cos(a) * w * 0.2;
    const y = (far + near) / 2 + Math.sin(a) * 50;
    return group({}, path(d`M${x - 6} ${y}l0 -22l12 0l0 22Z`, { fill: '#fbf3e4' }), path(d`M${x - 20} ${y - 20}Q${x} ${y - 48} ${x + 20} ${y - 20}Z`, painted('#e5484d', ctx.ink)), circle(x - 4, y - 30, 4, { fill: '#ffffff' }));
  });
  return { back: group({ 'data-place': 'clearing' }, ellipse(w * 0.5, (far + near) / 2, w * 0.4, (near - far) * 0.5, { fill: '#d9f29a' }), ...beams, ...mushrooms) };
};

/** One great old tree filling a side of the picture. */
export const bigTree: PlacePainter = (ctx) => {
  const { w, h } = ctx;
  return { back: group({ 'data-place': 'big tree' }, roundTree(w * 0.17, h * 0.84, 760, '#3f8f4a', ctx.ink, ctx.rng)) };
};

/** Rows of fruit trees going back into the distance. */
export const orchard: PlacePainter = (ctx) => {
  const { w } = ctx;
  const { far } = middleGround(ctx);
  const trees = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((x, i) => [roundTree(w * x, far + 10, 230, '#5cb060', ctx.ink, ctx.rng, '#e5484d'), roundTree(w * (x + 0.1), far + 120, 320, i % 2 ? '#4fa35a' : '#56aa5c', ctx.ink, ctx.rng, '#e5484d')]);
  return { back: group({ 'data-place': 'orchard' }, ...trees) };
};

/** A rocky shore in place of the sand, pools of sea water in it with a starfish and shells. */
export const rockPools: PlacePainter = (ctx) => {
  const { w, h } = ctx;
  const { far, near } = middleGround(ctx);
  const y = (far + near) / 2 + 30;
  const shelf = path(d`M-20 ${far + 40}Q${w * 0.3} ${far + 10} ${w * 0.55} ${far + 50}T${w + 20} ${far + 30}L${w + 20} ${h * 0.94}Q${w * 0.5} ${h * 0.88} -20 ${h * 0.94}Z`, painted('#8d96a0', ctx.ink));
  return {
    back: group(
      { 'data-place': 'rock pools' },
      shelf,
      ...[0.1, 0.34, 0.62, 0.9].map((x, i) => rock(w * x, y + (i % 2) * 40, 170 - i * 10, '#7e8794', ctx.ink)),
      ...[0.22, 0.48, 0.76].map((x, i) => ellipse(w * x, y + 30 + (i % 2) * 40, 150, 44, painted('#3fa7d6', ctx.ink))),
      path(d`M${w * 0.3} ${h * 0.86}q${w * 0.1} -20 ${w * 0.2} 0`, { fill: 'none', stroke: '#5fae5a', 'stroke-width': 12, 'stroke-linecap': 'round' }),
      starfish(w * 0.48, y + 40, 24, '#f39237', ctx.ink),
      shell(w * 0.23, y + 30, 20, '#f7b2c8', ctx.ink),
      ellipse(w * 0.76, y + 60, 60, 10, { fill: '#ffffff', opacity: 0.6 }),
    ),
  };
};

/** Soft hills of sand with tufts of marram grass. */
export const dunes: PlacePainter = (ctx) => {
  const { w } = ctx;
  const { far, near } = middleGround(ctx);
  const hill = (x: number, width: number, height: number, colour: string) => path(d`M${x - width / 2} ${near}Q${x} ${near - height * 2} ${x + width / 2} ${near}Z`, painted(colour, ctx.ink));
  return {
    back: group(
      { 'data-place': 'dunes' },
      hill(w * 0.22, w * 0.8, (near - far) * 1.5, '#e3bf72'),
      hill(w * 0.78, w * 0.9, (near - far) * 1.2, '#ecca80'),
      ...[0.15, 0.22, 0.7, 0.8, 0.86].map((x, i) => grassTuft(w * x, near - 40 - (i % 2) * 60, 30, '#8aae4f')),
      flower(w * 0.3, near - 20, 18, '#f7b2c8'),
    ),
  };
};
