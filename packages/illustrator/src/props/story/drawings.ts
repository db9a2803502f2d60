import type { PropId } from '@studio/species';
import { darken, lighten } from '../../color/color';
import { painted, type Ink } from '../../characters/design';
import { d, group, rotate } from '../../svg/builder';
import { circle, ellipse, path, polygon, rect } from '../../svg/shapes';

/**
 * The things a page names, each drawn standing on (0, 0) and about 100 units tall or wide, in the
 * storybook's soft-outlined flat shapes; the art style's paint goes over them like everything else.
 */
type Drawing = (ink: Ink) => string;

const line = (data: string, colour: string, width: number) => path(data, { fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
const star = (cx: number, cy: number, r: number) => polygon(Array.from({ length: 10 }, (_, i) => {
  const a = (i * Math.PI) / 5 - Math.PI / 2;
  return { x: cx + Math.cos(a) * (i % 2 ? r * 0.45 : r), y: cy + Math.sin(a) * (i % 2 ? r * 0.45 : r) };
}), {});
const gem = (colour: string): Drawing => (ink) => polygon([{ x: 0, y: -90 }, { x: 30, y: -50 }, { x: 18, y: 0 }, { x: -18, y: 0 }, { x: -30, y: -50 }], painted(colour, ink)) + line(d`M0 -90L0 0M-30 -50L30 -50`, lighten(colour, 0.5), 3);
const roundThing = (colour: string, r: number, mark = ''): Drawing => (ink) => circle(0, -r, r, painted(colour, ink)) + ellipse(-r * 0.35, -r * 1.35, r * 0.25, r * 0.15, { fill: '#ffffff', opacity: 0.6 }) + mark;

export const PROP_DRAWINGS: Record<PropId, Drawing> = {
  map: (ink) => group({}, polygon([{ x: -60, y: -70 }, { x: -20, y: -80 }, { x: 20, y: -70 }, { x: 60, y: -80 }, { x: 60, y: 0 }, { x: 20, y: 10 }, { x: -20, y: 0 }, { x: -60, y: 10 }], painted('#f3e2b3', ink)),
    line(d`M-20 -80L-20 0M20 -70L20 10`, '#c9b27a', 3), line(d`M-48 -20Q-30 -60 0 -40Q30 -20 44 -56`, '#d9485f', 4), path(d`M38 -64L50 -52M50 -64L38 -52`, { stroke: '#d9485f', 'stroke-width': 5 })),
  cake: (ink) => group({}, rect(-55, -60, 110, 60, { ...painted('#f7c6d9', ink), rx: 10 }), path(d`M-55 -48Q-40 -34 -27 -48Q-14 -34 0 -48Q14 -34 27 -48Q40 -34 55 -48L55 -60L-55 -60Z`, { fill: '#fffaf0' }),
    ...[-25, 0, 25].map((x) => rect(x - 4, -92, 8, 30, painted('#8fc9ec', ink)) + ellipse(x, -100, 5, 9, { fill: '#f5a524' }))),
  kite: (ink) => group({}, polygon([{ x: 0, y: -120 }, { x: 45, y: -70 }, { x: 0, y: 0 }, { x: -45, y: -70 }], painted('#e5484d', ink)), line(d`M0 -120L0 0M-45 -70L45 -70`, '#fbe58e', 4),
    line(d`M0 0Q20 30 0 60Q-20 90 10 120`, '#5d6475', 3), ...[40, 80].map((y) => polygon([{ x: -10, y }, { x: 10, y: y - 8 }, { x: 10, y: y + 8 }], { fill: '#f5a524' }))),
  stone: (ink) => path(d`M-50 0C-60 -40 -20 -60 10 -55C45 -50 60 -30 50 0Z`, painted('#a7a9b4', ink)) + group({ fill: '#ffe680', stroke: '#f2b134', 'stroke-width': 3 }, star(5, -28, 16)),
  lantern: (ink) => group({}, line(d`M-18 -100Q0 -122 18 -100`, '#5d6475', 5), rect(-28, -100, 56, 12, painted('#5d6475', ink)), rect(-24, -88, 48, 76, { ...painted('#ffe9a8', ink), rx: 8 }),
    ellipse(0, -50, 12, 20, { fill: '#f5a524' }), rect(-30, -12, 60, 12, painted('#5d6475', ink))),
  ball: (ink) => circle(0, -45, 45, painted('#e5484d', ink)) + path(d`M-45 -45Q0 -20 45 -45`, { fill: 'none', stroke: '#fffaf0', 'stroke-width': 10 }) + path(d`M0 -90Q-20 -45 0 0`, { fill: 'none', stroke: '#3d5a99', 'stroke-width': 8 }),
  book: (ink) => group({}, rect(-55, -30, 110, 30, painted('#3d5a99', ink)), rect(-50, -26, 100, 8, { fill: '#fffaf0' }), rect(-45, -60, 90, 30, painted('#e5484d', ink)), rect(-40, -56, 80, 7, { fill: '#fffaf0' })),
  basket: (ink) => group({}, line(d`M-45 -50Q0 -120 45 -50`, '#a86b3c', 8), ...[-25, 0, 25].map((x, i) => circle(x, -56, 16, painted(['#e5484d', '#f5a524', '#7cc46a'][i] as string, ink))),
    path(d`M-58 -52L58 -52L46 0L-46 0Z`, painted('#d69a5c', ink)), line(d`M-54 -36L54 -36M-50 -18L50 -18`, '#a86b3c', 4)),
  balloon: (ink) => group({}, line(d`M0 -40Q-12 0 6 40`, '#5d6475', 3), ellipse(0, -90, 40, 50, painted('#e5484d', ink)), polygon([{ x: -7, y: -38 }, { x: 7, y: -38 }, { x: 0, y: -46 }], { fill: '#c2333a' }), ellipse(-14, -108, 9, 14, { fill: '#ffffff', opacity: 0.5 })),
  crown: (ink) => polygon([{ x: -50, y: 0 }, { x: -55, y: -60 }, { x: -28, y: -30 }, { x: 0, y: -72 }, { x: 28, y: -30 }, { x: 55, y: -60 }, { x: 50, y: 0 }], painted('#f2c14e', ink)) + circle(0, -20, 8, { fill: '#e5484d' }) + circle(-30, -18, 6, { fill: '#3d9be0' }) + circle(30, -18, 6, { fill: '#7cc46a' }),
  key: (ink) => group({ transform: rotate(-20) }, circle(-40, -30, 24, painted('#f2c14e', ink)), circle(-40, -30, 10, { fill: '#fff8ec' }), rect(-18, -36, 70, 12, painted('#f2c14e', ink)), rect(34, -26, 10, 18, painted('#f2c14e', ink)), rect(14, -26, 8, 14, painted('#f2c14e', ink))),
  shell: (ink) => path(d`M0 0L-55 -40Q-40 -95 0 -95Q40 -95 55 -40Z`, painted('#f7b5b8', ink)) + group({}, ...[-36, -18, 0, 18, 36].map((x) => line(d`M0 -4L${x} -88`, '#e58a94', 3))),
  feather: (ink) => group({ transform: rotate(25, 0, -50) }, path(d`M0 0Q-30 -50 0 -110Q30 -50 0 0Z`, painted('#4f9fe0', ink)), line(d`M0 10L0 -105`, '#2f6fa8', 3)),
  acorn: (ink) => group({}, ellipse(0, -35, 28, 36, painted('#c98a4a', ink)), path(d`M-34 -55Q0 -90 34 -55Q0 -45 -34 -55Z`, painted('#7a5232', ink)), line(d`M0 -78L4 -92`, '#7a5232', 5)),
  leaf: (ink) => group({ transform: rotate(-30, 0, -40) }, path(d`M0 0Q-50 -40 0 -100Q50 -40 0 0Z`, painted('#f2b134', ink)), line(d`M0 5L0 -90`, '#c7841f', 3)),
  'pine cone': (ink) => group({}, ellipse(0, -45, 30, 45, painted('#9b6a43', ink)), ...[-70, -50, -30].map((y) => line(d`M-26 ${y}Q0 ${y + 10} 26 ${y}`, '#6e4a2f', 4))),
  crystal: gem('#a3e3f5'),
  bell: (ink) => group({}, path(d`M-45 -10Q-45 -90 0 -90Q45 -90 45 -10Z`, painted('#d9dde6', ink)), rect(-52, -14, 104, 14, { ...painted('#b9c0cf', ink), rx: 6 }), circle(0, 4, 10, painted('#b9c0cf', ink)), circle(0, -96, 8, painted('#b9c0cf', ink))),
  ribbon: (ink) => group({}, polygon([{ x: -20, y: -40 }, { x: -34, y: 10 }, { x: -16, y: 0 }, { x: -4, y: 14 }, { x: 0, y: -40 }], painted('#3d9be0', ink)), polygon([{ x: 20, y: -40 }, { x: 34, y: 10 }, { x: 16, y: 0 }, { x: 4, y: 14 }, { x: 0, y: -40 }], painted('#3d9be0', ink)), circle(0, -62, 32, painted('#e5484d', ink)), circle(0, -62, 18, { fill: '#f2c14e' })),
  mitten: (ink) => path(d`M-30 0L-34 -60Q-34 -90 -5 -90Q24 -90 26 -60L28 -40Q48 -56 52 -38Q54 -24 30 -10L30 0Z`, painted('#e5484d', ink)) + rect(-34, -14, 66, 14, { ...painted('#fffaf0', ink), rx: 5 }),
  scarf: (ink) => group({}, path(d`M-60 -60Q0 -40 60 -60L60 -40Q0 -20 -60 -40Z`, painted('#7c6fd6', ink)), rect(30, -50, 24, 60, painted('#7c6fd6', ink)), ...[-30, 0, 30].map((x) => line(d`M${x} -54L${x} -34`, '#f2c14e', 8))),
  'snow globe': (ink) => group({}, circle(0, -62, 48, { fill: '#dff4ff', 'fill-opacity': 0.8, stroke: '#8fc9ec', 'stroke-width': ink.line }), polygon([{ x: 0, y: -90 }, { x: 18, y: -40 }, { x: -18, y: -40 }], { fill: '#4f9a5a' }), ...[[-20, -80], [16, -70], [-8, -55]].map(([x, y]) => circle(x as number, y as number, 4, { fill: '#ffffff' })), rect(-42, -20, 84, 20, { ...painted('#a86b3c', ink), rx: 6 })),
  bucket: (ink) => group({}, line(d`M-36 -70Q0 -120 36 -70`, '#5d6475', 5), path(d`M-42 -70L42 -70L34 0L-34 0Z`, painted('#e5484d', ink)), path(d`M-40 -46L40 -46L38 -30L-38 -30Z`, { fill: '#fffaf0' })),
  spade: (ink) => group({ transform: rotate(15, 0, -50) }, rect(-5, -110, 10, 70, painted('#a86b3c', ink)), path(d`M-24 -44L24 -44L20 -10Q0 8 -20 -10Z`, painted('#f2c14e', ink))),
  pearl: roundThing('#fbf4f7', 30),
  coin: (ink) => ellipse(0, -40, 36, 40, painted('#f2c14e', ink)) + ellipse(0, -40, 24, 28, { fill: 'none', stroke: '#d49a1e', 'stroke-width': 4 }) + group({ fill: '#d49a1e' }, star(0, -40, 12)),
  'sea glass': (ink) => path(d`M-40 0L-30 -40L10 -50L40 -20L20 0Z`, painted('#8fe0c0', ink, { 'fill-opacity': 0.85 })),
  helmet: (ink) => group({}, circle(0, -55, 55, painted('#eef2f7', ink)), path(d`M-38 -70Q0 -95 38 -70L38 -40Q0 -25 -38 -40Z`, { fill: '#3d5a99', opacity: 0.85 }), rect(-50, -12, 100, 12, { ...painted('#b9c0cf', ink), rx: 5 })),
  satellite: (ink) => group({ transform: rotate(-20) }, rect(-20, -70, 40, 40, painted('#d9dde6', ink)), rect(-90, -60, 60, 22, painted('#3d5a99', ink)), rect(30, -60, 60, 22, painted('#3d5a99', ink)), line(d`M0 -70L0 -100`, '#5d6475', 4), circle(0, -104, 7, { fill: '#e5484d' })),
  ring: (ink) => circle(0, -32, 30, { fill: 'none', stroke: '#f2c14e', 'stroke-width': 12 }) + polygon([{ x: -14, y: -62 }, { x: 14, y: -62 }, { x: 20, y: -78 }, { x: 0, y: -92 }, { x: -20, y: -78 }], painted('#e54d9c', ink)),
  cushion: (ink) => path(d`M-60 -10Q-70 -40 -60 -70Q0 -60 60 -70Q70 -40 60 -10Q0 0 -60 -10Z`, painted('#8a4fb5', ink)) + [[-60, -70], [60, -70], [-60, -10], [60, -10]].map(([x, y]) => circle(x as number, y as number, 7, { fill: '#f2c14e' })).join(''),
  sock: (ink) => path(d`M-20 -100L20 -100L20 -35Q50 -30 50 -12Q50 0 30 0L-12 0Q-20 0 -20 -15Z`, painted('#7cc46a', ink)) + rect(-20, -100, 40, 18, { fill: '#fffaf0' }) + line(d`M-20 -60L20 -60`, '#fffaf0', 8),
  teddy: (ink) => group({}, ...[-1, 1].map((s) => circle(s * 24, -92, 12, painted('#b98352', ink))), circle(0, -40, 34, painted('#b98352', ink)), circle(0, -80, 26, painted('#b98352', ink)), ellipse(0, -72, 10, 7, { fill: '#f1d9b5' }), circle(-9, -84, 3.5, { fill: '#2d2436' }), circle(9, -84, 3.5, { fill: '#2d2436' }), ellipse(0, -36, 18, 20, { fill: '#f1d9b5' })),
  'toy car': (ink) => group({}, path(d`M-60 -20L-60 -45L-30 -48L-18 -75L26 -75L40 -48L60 -44L60 -20Z`, painted('#3d9be0', ink)), rect(-12, -70, 30, 20, { fill: '#dff4ff' }), circle(-34, -16, 16, painted('#2f3040', ink)), circle(34, -16, 16, painted('#2f3040', ink))),
  spoon: (ink) => group({ transform: rotate(-30, 0, -40) }, rect(-5, -110, 10, 80, { ...painted('#d69a5c', ink), rx: 5 }), ellipse(0, -20, 18, 26, painted('#d69a5c', ink))),
  puzzle: (ink) => path(d`M-40 0L-40 -30Q-55 -30 -55 -45Q-55 -60 -40 -60L-40 -80L-10 -80Q-10 -95 5 -95Q20 -95 20 -80L40 -80L40 0Z`, painted('#f5a524', ink)),
  button: (ink) => circle(0, -34, 34, painted('#e5484d', ink)) + [[-9, -43], [9, -43], [-9, -25], [9, -25]].map(([x, y]) => circle(x as number, y as number, 5, { fill: '#8a1f2c' })).join(''),
  ticket: (ink) => group({ transform: rotate(-10) }, path(d`M-60 -60L60 -60L60 -42Q50 -35 60 -28L60 -10L-60 -10L-60 -28Q-50 -35 -60 -42Z`, painted('#fbe58e', ink)), line(d`M-30 -60L-30 -10`, '#c7841f', 3), line(d`M-15 -40L45 -40M-15 -28L30 -28`, '#c7841f', 4)),
  hat: (ink) => group({}, ellipse(0, -12, 70, 14, painted('#f2d27a', ink)), path(d`M-38 -12Q-40 -70 0 -70Q40 -70 38 -12Z`, painted('#f2d27a', ink)), rect(-38, -30, 76, 12, { fill: '#e5484d' })),
  egg: (ink) => path(d`M0 0C-36 0 -40 -40 -32 -60C-24 -84 -10 -95 0 -95C10 -95 24 -84 32 -60C40 -40 36 0 0 0Z`, painted('#a3d3f0', ink)) + circle(-10, -50, 5, { fill: '#ffffff', opacity: 0.7 }),
  horseshoe: () => line(d`M-34 0L-40 -50Q-40 -90 0 -90Q40 -90 40 -50L34 0`, '#b9c0cf', 20) + [-36, 36].map((x) => circle(x, -50, 3, { fill: '#5d6475' })).join(''),
  flower: (ink) => group({}, line(d`M0 0L0 -70`, '#4f9a5a', 6), ellipse(16, -30, 16, 8, { fill: '#7cc46a', transform: rotate(-30, 16, -30) }), ...[0, 72, 144, 216, 288].map((a) => ellipse(0, -98, 13, 22, { ...painted('#f7a6c6', ink), transform: rotate(a, 0, -80) })), circle(0, -80, 12, { fill: '#f2c14e' })),
  cookie: (ink) => circle(0, -40, 40, painted('#d69a5c', ink)) + [[-14, -50], [12, -30], [10, -58], [-10, -26]].map(([x, y]) => circle(x as number, y as number, 5, { fill: '#6e4a2f' })).join('') + group({ fill: '#ffe680' }, star(18, -44, 9)),
  pie: (ink) => group({}, path(d`M-60 -30L60 -30L50 0L-50 0Z`, painted('#e9b26f', ink)), ellipse(0, -32, 62, 18, painted('#d69a5c', ink)), ...[-30, 0, 30].map((x) => line(d`M${x - 10} -38L${x + 10} -26`, '#7a2e3b', 5))),
  flag: (ink) => group({}, line(d`M-60 -40Q0 -10 60 -40`, '#5d6475', 3), ...[-40, -10, 20, 48].map((x, i) => polygon([{ x: x - 12, y: -34 + Math.abs(x) * 0.1 - 10 }, { x: x + 12, y: -34 + Math.abs(x) * 0.1 - 10 }, { x, y: -4 + Math.abs(x) * 0.1 }], painted(['#e5484d', '#f2c14e', '#3d9be0', '#7cc46a'][i] as string, ink)))),
  umbrella: (ink) => group({}, path(d`M-70 -70Q0 -150 70 -70Q47 -82 23 -70Q0 -82 -23 -70Q-47 -82 -70 -70Z`, painted('#e54d9c', ink)), line(d`M0 -110L0 -12Q0 0 -12 0`, '#5d6475', 6)),
  'toy train': (ink) => group({}, rect(-60, -60, 50, 44, painted('#e5484d', ink)), rect(-10, -44, 70, 28, painted('#3d9be0', ink)), rect(-50, -80, 16, 22, painted('#2f3040', ink)), ...[-40, 0, 40].map((x) => circle(x, -12, 12, painted('#2f3040', ink)))),
  blanket: (ink) => path(d`M-70 0L-60 -50L60 -50L70 0Z`, painted('#8fc9ec', ink)) + line(d`M-30 -50L-35 0M0 -50L0 0M30 -50L35 0`, '#fffaf0', 5),
  apple: (ink) => group({}, path(d`M0 -70C-30 -90 -55 -60 -45 -30C-38 -8 -15 5 0 -5C15 5 38 -8 45 -30C55 -60 30 -90 0 -70Z`, painted('#e5484d', ink)), line(d`M0 -70L4 -92`, '#6e4a2f', 5), ellipse(16, -88, 12, 6, { fill: '#7cc46a', transform: rotate(-25, 16, -88) })),
  present: (ink) => group({}, rect(-45, -70, 90, 70, painted('#7c6fd6', ink)), rect(-8, -70, 16, 70, { fill: '#f2c14e' }), rect(-50, -80, 100, 16, painted('#9b8fe6', ink)), ellipse(-16, -90, 16, 10, painted('#f2c14e', ink)), ellipse(16, -90, 16, 10, painted('#f2c14e', ink))),
  letter: (ink) => group({ transform: rotate(-8) }, rect(-55, -70, 110, 70, painted('#fffaf0', ink)), line(d`M-55 -70L0 -30L55 -70`, '#c9bba3', 4), circle(0, -30, 10, { fill: '#e5484d' })),
  sled: (ink) => group({}, rect(-60, -40, 120, 16, { ...painted('#e5484d', ink), rx: 6 }), line(d`M-60 -6L60 -6Q80 -6 80 -26`, '#5d6475', 6), line(d`M-40 -24L-40 -6M40 -24L40 -6`, '#5d6475', 6)),
  boat: (ink) => group({}, path(d`M-70 -30L70 -30L50 0L-50 0Z`, painted('#d69a5c', ink)), line(d`M0 -30L0 -120`, '#6e4a2f', 5), polygon([{ x: 4, y: -118 }, { x: 60, y: -40 }, { x: 4, y: -40 }], painted('#fffaf0', ink))),
  drum: (ink) => group({}, rect(-45, -60, 90, 60, painted('#e5484d', ink)), ellipse(0, -60, 45, 14, painted('#fffaf0', ink)), line(d`M-45 -50L-15 -4L15 -50L45 -4`, '#f2c14e', 4), line(d`M20 -80L60 -110M-20 -80L-55 -108`, '#a86b3c', 6)),
  candle: (ink) => group({}, rect(-14, -70, 28, 70, painted('#fbf3e6', ink)), line(d`M0 -70L0 -80`, '#2d2436', 3), path(d`M0 -104Q12 -88 0 -80Q-12 -88 0 -104Z`, { fill: '#f5a524' })),
  telescope: (ink) => group({}, line(d`M-30 0L0 -50L30 0`, '#6e4a2f', 6), group({ transform: rotate(-25, 0, -55) }, rect(-60, -68, 90, 26, painted('#3d5a99', ink)), rect(30, -72, 28, 34, painted('#f2c14e', ink)))),
  backpack: (ink) => group({}, rect(-40, -90, 80, 90, { ...painted('#e5484d', ink), rx: 20 }), rect(-28, -40, 56, 30, { ...painted('#c2333a', ink), rx: 8 }), line(d`M-20 -90Q0 -110 20 -90`, '#8a1f2c', 6)),
  cup: (ink) => group({}, path(d`M-35 -60L35 -60L28 0L-28 0Z`, painted('#4f9fe0', ink)), line(d`M34 -50Q58 -44 32 -18`, '#4f9fe0', 8), line(d`M-10 -72Q-4 -84 -10 -94M10 -72Q16 -84 10 -94`, '#c9d2df', 3)),
  wand: (ink) => group({ transform: rotate(25, 0, 0) }, line(d`M0 0L0 -80`, '#2d2436', 8), group({ ...painted('#f2c14e', ink) }, star(0, -92, 22))),
  rope: () => line(d`M-60 -10C-60 -40 -20 -40 -20 -20C-20 0 20 0 20 -25C20 -50 60 -40 60 -20`, '#c9a26b', 12),
  'wax seal': (ink) => path(d`M0 -80C20 -80 25 -70 35 -62C45 -52 40 -30 35 -20C28 -6 15 0 0 0C-15 0 -28 -6 -35 -20C-40 -30 -45 -52 -35 -62C-25 -70 -20 -80 0 -80Z`, painted('#c2333a', ink)) + circle(0, -40, 20, { fill: 'none', stroke: darken('#c2333a', 0.3), 'stroke-width': 4 }) + group({ fill: darken('#c2333a', 0.3) }, star(0, -40, 10)),
};
