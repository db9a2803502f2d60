import { d, group, rotate, translate } from '../svg/builder';
import { circle, ellipse, path, rect } from '../svg/shapes';
import { outlineOf, painted, type Ink, type LimbPaint, type LimbSize } from './design';
import { alongLimb, angleOf, type LimbJoints } from './rig';

const jointPath = (limb: LimbJoints): string =>
  d`M${limb.root.x} ${limb.root.y}L${limb.joint.x} ${limb.joint.y}L${limb.end.x} ${limb.end.y}`;

function strokedLimb(pathData: string, colour: string, width: number, ink: Ink): string {
  const cap = { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
  return (
    path(pathData, { ...cap, stroke: outlineOf(colour), 'stroke-width': width + ink.line * 2 }) +
    path(pathData, { ...cap, stroke: colour, 'stroke-width': width })
  );
}

function limbEnd(limb: LimbJoints, size: LimbSize, paint: LimbPaint, ink: Ink, side: number): string {
  const { x, y } = limb.end;
  const r = size.end;
  const fill = painted(paint.endColour, ink);
  switch (paint.end) {
    case 'hand':
    case 'paw':
      return circle(x, y, r, fill);
    case 'claw':
      return group(
        { transform: rotate(angleOf(limb.joint, limb.end) - 90, x, y) },
        path(d`M${x - r} ${y - r * 0.2}A${r} ${r} 0 1 0 ${x + r} ${y - r * 0.2}L${x + r * 0.45} ${y + r * 0.1}A${r * 0.45} ${r * 0.45} 0 1 1 ${x - r * 0.45} ${y + r * 0.1}Z`, fill),
      );
    case 'shoe':
      return ellipse(x + side * r * 0.45, y + r * 0.1, r * 1.45, r * 0.85, fill);
    case 'boot':
      return rect(x - r * 1.3 + side * r * 0.3, y - r * 0.6, r * 2.6, r * 1.45, { ...fill, rx: r * 0.5 });
    case 'hoof':
      return rect(x - r * 1.05, y - r * 0.35, r * 2.1, r * 1.05, { ...fill, rx: r * 0.35 });
    case 'talon':
      return [-1, 0, 1].map((toe) => ellipse(x + toe * r * 0.75, y + r * 0.3, r * 0.45, r * 0.75, fill)).join('');
  }
}

function wing(limb: LimbJoints, size: LimbSize, paint: LimbPaint, ink: Ink): string {
  const length = size.upper + size.lower;
  const angle = angleOf(limb.root, limb.end);
  const w = size.width;
  const feathers = [0.45, 0.7].map((t) => path(d`M${length * t} ${-w * 0.55}Q${length * (t + 0.08)} 0 ${length * t} ${w * 0.55}`, {
    fill: 'none',
    stroke: outlineOf(paint.colour),
    'stroke-width': ink.line * 0.8,
    'stroke-linecap': 'round',
  }));
  return group(
    { transform: `${translate(limb.root.x, limb.root.y)} ${rotate(angle)}` },
    path(d`M0 ${-w * 0.7}C${length * 0.5} ${-w * 1.3} ${length} ${-w * 0.5} ${length * 1.05} 0C${length * 0.8} ${w * 0.9} ${length * 0.3} ${w * 1.1} 0 ${w * 0.7}Z`, painted(paint.colour, ink)),
    ...feathers,
  );
}

export function drawLimb(limb: LimbJoints, size: LimbSize, paint: LimbPaint, ink: Ink, side: number): string {
  if (paint.none) return '';
  if (paint.wing) return wing(limb, size, paint, ink);
  const cover = paint.cover
    ? (() => {
        const to = alongLimb(limb, paint.cover.fraction, size);
        const via = paint.cover.fraction * (size.upper + size.lower) > size.upper ? d`L${limb.joint.x} ${limb.joint.y}` : '';
        return strokedLimb(d`M${limb.root.x} ${limb.root.y}` + via + d`L${to.x} ${to.y}`, paint.cover.colour, size.width + 5, ink);
      })()
    : '';
  return strokedLimb(jointPath(limb), paint.colour, size.width, ink) + cover + limbEnd(limb, size, paint, ink, side);
}
