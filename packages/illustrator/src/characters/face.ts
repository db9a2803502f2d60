import type { Mood } from '@studio/contracts/stories';
import { d, group } from '../svg/builder';
import { circle, ellipse, path } from '../svg/shapes';

/** Where a head puts its face, in head-local coordinates (head centre at 0,0). */
export interface FaceAnchors {
  eyeY: number;
  eyeDX: number;
  eyeR: number;
  mouthY: number;
  mouthW: number;
  cheekDX: number;
  cheekY: number;
  /** Face turned towards the facing side (a 3/4 view hint), in head units. */
  turn?: number;
}

export interface FaceInput {
  mood: Mood;
  gaze: { x: number; y: number };
  closedEyes: boolean;
  /** Screen side the character faces, +1 right, -1 left. */
  facing: 1 | -1;
}

export interface FacePaint {
  ink: string;
  cheek: string;
  /** Skin/fur colour, used for eyelids. */
  lid: string;
  /** Eye shine and pupil colour; a robot's LED eyes swap these. */
  eyeShine: string;
  mouthInside: string;
}

type EyeShape = 'dot' | 'sparkle' | 'arc-happy' | 'closed' | 'wide' | 'half';
type MouthShape = 'smile' | 'grin' | 'soft' | 'o' | 'big-o' | 'frown' | 'wobble' | 'yawn';
type BrowShape = 'none' | 'up' | 'worried' | 'raised-one' | 'sad';

const EXPRESSIONS: Record<Mood, { eyes: EyeShape; mouth: MouthShape; brows: BrowShape; tear?: boolean; sweat?: boolean }> = {
  happy: { eyes: 'dot', mouth: 'smile', brows: 'none' },
  excited: { eyes: 'sparkle', mouth: 'grin', brows: 'up' },
  calm: { eyes: 'arc-happy', mouth: 'soft', brows: 'none' },
  curious: { eyes: 'dot', mouth: 'o', brows: 'raised-one' },
  worried: { eyes: 'dot', mouth: 'wobble', brows: 'worried', sweat: true },
  sad: { eyes: 'dot', mouth: 'frown', brows: 'sad', tear: true },
  scared: { eyes: 'wide', mouth: 'wobble', brows: 'worried', sweat: true },
  proud: { eyes: 'arc-happy', mouth: 'grin', brows: 'none' },
  sleepy: { eyes: 'half', mouth: 'yawn', brows: 'none' },
  surprised: { eyes: 'wide', mouth: 'big-o', brows: 'up' },
};

const TEAR_BLUE = '#7cc7f2';

function eye(shape: EyeShape, cx: number, cy: number, r: number, input: FaceInput, paint: FacePaint): string {
  const lineWidth = Math.max(3, r * 0.42);
  const stroke = { fill: 'none', stroke: paint.ink, 'stroke-width': lineWidth, 'stroke-linecap': 'round' };
  const look = { x: input.gaze.x * input.facing * r * 0.35, y: input.gaze.y * r * 0.3 };
  switch (shape) {
    case 'arc-happy':
      return path(d`M${cx - r} ${cy + r * 0.35}Q${cx} ${cy - r * 1.2} ${cx + r} ${cy + r * 0.35}`, stroke);
    case 'closed':
      return path(d`M${cx - r} ${cy - r * 0.1}Q${cx} ${cy + r * 0.9} ${cx + r} ${cy - r * 0.1}`, stroke);
    case 'wide':
      return (
        ellipse(cx, cy, r * 1.1, r * 1.3, { fill: '#ffffff', stroke: paint.ink, 'stroke-width': lineWidth * 0.6 }) +
        circle(cx + look.x, cy + look.y, r * 0.45, { fill: paint.ink })
      );
    case 'half':
      return (
        ellipse(cx + look.x * 0.5, cy, r * 0.8, r, { fill: paint.ink }) +
        path(d`M${cx - r * 1.05} ${cy + r * 0.05}L${cx - r * 1.05} ${cy - r * 1.2}L${cx + r * 1.05} ${cy - r * 1.2}L${cx + r * 1.05} ${cy + r * 0.05}Z`, { fill: paint.lid }) +
        path(d`M${cx - r} ${cy + r * 0.05}L${cx + r} ${cy + r * 0.05}`, stroke)
      );
    case 'sparkle':
    case 'dot': {
      const pupil = ellipse(cx + look.x, cy + look.y, r * 0.8, r, { fill: paint.ink });
      const shine = circle(cx + look.x + r * 0.3, cy + look.y - r * 0.38, r * 0.32, { fill: paint.eyeShine });
      const extra = shape === 'sparkle' ? circle(cx + look.x - r * 0.3, cy + look.y + r * 0.4, r * 0.16, { fill: paint.eyeShine }) : '';
      return pupil + shine + extra;
    }
  }
}

function mouth(shape: MouthShape, cx: number, cy: number, w: number, paint: FacePaint): string {
  const stroke = { fill: 'none', stroke: paint.ink, 'stroke-width': Math.max(3, w * 0.16), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  const hw = w / 2;
  switch (shape) {
    case 'smile':
      return path(d`M${cx - hw} ${cy - w * 0.1}Q${cx} ${cy + w * 0.55} ${cx + hw} ${cy - w * 0.1}`, stroke);
    case 'soft':
      return path(d`M${cx - hw * 0.6} ${cy}Q${cx} ${cy + w * 0.3} ${cx + hw * 0.6} ${cy}`, stroke);
    case 'grin':
      return group(
        {},
        path(d`M${cx - hw} ${cy - w * 0.12}Q${cx} ${cy - w * 0.02} ${cx + hw} ${cy - w * 0.12}Q${cx + hw * 0.8} ${cy + w * 0.7} ${cx} ${cy + w * 0.7}Q${cx - hw * 0.8} ${cy + w * 0.7} ${cx - hw} ${cy - w * 0.12}Z`, {
          fill: paint.mouthInside,
          stroke: paint.ink,
          'stroke-width': Math.max(2.5, w * 0.1),
          'stroke-linejoin': 'round',
        }),
        ellipse(cx, cy + w * 0.5, hw * 0.45, w * 0.15, { fill: '#f27b8c' }),
      );
    case 'o':
      return ellipse(cx + w * 0.15, cy + w * 0.1, w * 0.14, w * 0.18, { fill: paint.mouthInside, stroke: paint.ink, 'stroke-width': Math.max(2.5, w * 0.1) });
    case 'big-o':
    case 'yawn':
      return ellipse(cx, cy + w * 0.15, w * (shape === 'yawn' ? 0.18 : 0.24), w * (shape === 'yawn' ? 0.22 : 0.32), {
        fill: paint.mouthInside,
        stroke: paint.ink,
        'stroke-width': Math.max(2.5, w * 0.1),
      });
    case 'frown':
      return path(d`M${cx - hw * 0.7} ${cy + w * 0.25}Q${cx} ${cy - w * 0.2} ${cx + hw * 0.7} ${cy + w * 0.25}`, stroke);
    case 'wobble':
      return path(
        d`M${cx - hw * 0.75} ${cy + w * 0.12}Q${cx - hw * 0.4} ${cy - w * 0.1} ${cx - hw * 0.1} ${cy + w * 0.1}T${cx + hw * 0.4} ${cy + w * 0.1}T${cx + hw * 0.75} ${cy + w * 0.08}`,
        stroke,
      );
  }
}

function brows(shape: BrowShape, a: FaceAnchors, paint: FacePaint, facing: 1 | -1): string {
  if (shape === 'none') return '';
  const y = a.eyeY - a.eyeR * 2.1;
  const len = a.eyeR * 1.1;
  const stroke = { fill: 'none', stroke: paint.ink, 'stroke-width': Math.max(3, a.eyeR * 0.38), 'stroke-linecap': 'round' };
  const one = (side: number, innerRaise: number, outerRaise: number): string => {
    const cx = side * a.eyeDX;
    const inner = cx - side * len;
    const outer = cx + side * len;
    return path(d`M${inner} ${y - innerRaise}Q${cx} ${y - (innerRaise + outerRaise) / 2 - a.eyeR * 0.35} ${outer} ${y - outerRaise}`, stroke);
  };
  const r = a.eyeR;
  switch (shape) {
    case 'up':
      return one(-1, r * 0.7, r * 0.6) + one(1, r * 0.7, r * 0.6);
    case 'worried':
      return one(-1, r * 0.7, -r * 0.1) + one(1, r * 0.7, -r * 0.1);
    case 'sad':
      return one(-1, r * 0.5, -r * 0.3) + one(1, r * 0.5, -r * 0.3);
    case 'raised-one':
      return one(facing, r * 0.9, r * 0.9) + one(-facing, 0, 0);
  }
}

export function drawFace(a: FaceAnchors, input: FaceInput, paint: FacePaint): string {
  const expression = EXPRESSIONS[input.mood];
  const eyeShape: EyeShape = input.closedEyes ? 'closed' : expression.eyes;
  const mouthShape: MouthShape = input.closedEyes ? 'soft' : expression.mouth;
  const shift = (a.turn ?? 0) * input.facing;
  const eyes = [-1, 1].map((side) => eye(eyeShape, side * a.eyeDX + shift, a.eyeY, a.eyeR, input, paint)).join('');
  const cheeks = [-1, 1]
    .map((side) => ellipse(side * a.cheekDX + shift, a.cheekY, a.eyeR * 1.25, a.eyeR * 0.8, { fill: paint.cheek, opacity: 0.7 }))
    .join('');
  const tear = expression.tear && !input.closedEyes
    ? path(d`M${a.eyeDX + shift} ${a.eyeY + a.eyeR * 1.3}q${-a.eyeR * 0.6} ${a.eyeR * 1.1} 0 ${a.eyeR * 1.5}q${a.eyeR * 0.6} ${-a.eyeR * 0.4} 0 ${-a.eyeR * 1.5}Z`, { fill: TEAR_BLUE })
    : '';
  const sweat = expression.sweat && !input.closedEyes
    ? path(d`M${-a.eyeDX * 2.1} ${a.eyeY - a.eyeR * 3}q${-a.eyeR * 0.7} ${a.eyeR * 1.2} 0 ${a.eyeR * 1.7}q${a.eyeR * 0.7} ${-a.eyeR * 0.5} 0 ${-a.eyeR * 1.7}Z`, { fill: TEAR_BLUE, opacity: 0.9 })
    : '';
  return group(
    { 'data-part': 'face' },
    cheeks,
    eyes,
    brows(input.closedEyes ? 'none' : expression.brows, { ...a, eyeDX: a.eyeDX }, paint, input.facing),
    mouth(mouthShape, shift, a.mouthY, a.mouthW, paint),
    tear,
    sweat,
  );
}
