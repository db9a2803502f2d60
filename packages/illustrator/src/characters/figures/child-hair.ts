import { darken, lighten } from '../../color/color';
import { d, group } from '../../svg/builder';
import { circle, ellipse, path, smoothClosedPath, smoothSegments, type Point } from '../../svg/shapes';
import { painted, type Ink } from '../design';
import type { HairStyle } from '../hair-style';

/** Hair for a child's head of radius R (head centre at 0,0): a back layer behind the face and a front cap. */

const bumpyRing = (cx: number, cy: number, r: number, bumps: number, depth: number): Point[] =>
  Array.from({ length: bumps * 2 }, (_, i) => {
    const angle = (i / (bumps * 2)) * Math.PI * 2;
    const radius = i % 2 === 0 ? r : r - depth;
    return { x: cx + Math.cos(angle) * radius, y: cy + Math.sin(angle) * radius };
  });

function tie(x: number, y: number, r: number, colour: string, ink: Ink): string {
  return circle(x, y, r, painted(colour, ink));
}

export function hairBack(style: HairStyle, R: number, colour: string, tieColour: string, ink: Ink): string {
  const paint = painted(colour, ink);
  switch (style) {
    case 'long':
      return path(
        d`M${-R * 1.08} ${-R * 0.1}C${-R * 1.2} ${-R * 1.3} ${R * 1.2} ${-R * 1.3} ${R * 1.08} ${-R * 0.1}L${R * 1.18} ${R * 1.35}Q${R * 0.9} ${R * 1.6} ${R * 0.6} ${R * 1.4}Q${R * 0.3} ${R * 1.62} 0 ${R * 1.42}Q${-R * 0.3} ${R * 1.62} ${-R * 0.6} ${R * 1.4}Q${-R * 0.9} ${R * 1.6} ${-R * 1.18} ${R * 1.35}Z`,
        paint,
      );
    case 'bob':
      return path(d`M${-R * 1.12} ${-R * 0.1}C${-R * 1.2} ${-R * 1.3} ${R * 1.2} ${-R * 1.3} ${R * 1.12} ${-R * 0.1}L${R * 1.16} ${R * 0.72}Q${R * 0.9} ${R * 0.92} ${R * 0.62} ${R * 0.7}L${-R * 0.62} ${R * 0.7}Q${-R * 0.9} ${R * 0.92} ${-R * 1.16} ${R * 0.72}Z`, paint);
    case 'curly':
      return path(smoothClosedPath(bumpyRing(0, -R * 0.08, R * 1.2, 11, R * 0.14)), paint);
    case 'afro':
      return path(smoothClosedPath(bumpyRing(0, -R * 0.3, R * 1.45, 13, R * 0.13)), paint);
    case 'ponytail':
      return group(
        {},
        path(d`M${R * 0.55} ${-R * 0.85}C${R * 1.7} ${-R * 1.0} ${R * 1.75} ${R * 0.3} ${R * 1.35} ${R * 1.05}C${R * 1.25} ${R * 0.5} ${R * 1.05} ${-R * 0.1} ${R * 0.7} ${-R * 0.35}Z`, paint),
        tie(R * 0.95, -R * 0.72, R * 0.14, tieColour, ink),
      );
    case 'pigtails':
      return group(
        {},
        ...[-1, 1].map((side) =>
          ellipse(side * R * 1.22, R * 0.35, R * 0.32, R * 0.55, { ...paint, transform: `rotate(${side * -18} ${side * R * 1.22} ${R * 0.35})` }) +
          tie(side * R * 1.05, -R * 0.08, R * 0.13, tieColour, ink),
        ),
      );
    case 'bun':
      return group({}, circle(0, -R * 1.08, R * 0.42, paint), tie(0, -R * 0.72, R * 0.12, tieColour, ink));
    case 'short':
    case 'spiky':
    case 'buzz':
      return '';
  }
}

export function hairFront(style: HairStyle, R: number, colour: string, ink: Ink): string {
  const paint = painted(colour, ink);
  const shine = path(d`M${-R * 0.55} ${-R * 0.72}Q${-R * 0.2} ${-R * 0.98} ${R * 0.25} ${-R * 0.9}`, {
    fill: 'none', stroke: lighten(colour, 0.35), 'stroke-width': R * 0.07, 'stroke-linecap': 'round', opacity: 0.8,
  });
  switch (style) {
    case 'spiky': {
      const spikes: Point[] = Array.from({ length: 9 }, (_, i) => {
        const angle = Math.PI + (i / 8) * Math.PI;
        const radius = i % 2 === 0 ? R * 1.05 : R * 1.32;
        return { x: Math.cos(angle) * radius, y: Math.sin(angle) * radius - R * 0.05 };
      });
      const edge = spikes.map((p, i) => `${i === 0 ? 'M' : 'L'}${d`${p.x} ${p.y}`}`).join('');
      return path(`${edge}${d`L${R * 1.02} ${R * 0.05}Q${R * 0.5} ${-R * 0.5} ${-R * 0.1} ${-R * 0.42}Q${-R * 0.6} ${-R * 0.35} ${-R * 1.02} ${R * 0.05}Z`}`, paint);
    }
    case 'curly':
    case 'afro': {
      const scallops = Array.from({ length: 7 }, (_, i) => {
        const t = i / 6;
        const x = -R * 0.95 + t * R * 1.9;
        const y = -R * 0.42 - Math.sin(t * Math.PI) * R * 0.18 + (i === 0 || i === 6 ? R * 0.25 : 0);
        return circle(x, y, R * 0.26, paint);
      });
      return group({}, path(d`M${-R * 1.05} ${R * 0.05}A${R * 1.06} ${R * 1.06} 0 0 1 ${R * 1.05} ${R * 0.05}L${R * 0.8} ${-R * 0.35}L${-R * 0.8} ${-R * 0.35}Z`, paint), ...scallops);
    }
    case 'buzz':
      return path(d`M${-R * 0.98} ${-R * 0.2}A${R * 1.02} ${R * 1.02} 0 0 1 ${R * 0.98} ${-R * 0.2}Q0 ${-R * 0.62} ${-R * 0.98} ${-R * 0.2}Z`, { ...paint, fill: darken(colour, 0.05) });
    default: {
      const line = smoothSegments([
        { x: R * 1.05, y: R * 0.15 },
        { x: R * 0.75, y: -R * 0.45 },
        { x: R * 0.15, y: -R * 0.5 },
        { x: -R * 0.45, y: -R * 0.28 },
        { x: -R * 1.05, y: R * 0.1 },
      ]);
      return group({}, path(d`M${-R * 1.05} ${R * 0.1}C${-R * 1.25} ${-R * 1.45} ${R * 1.25} ${-R * 1.45} ${R * 1.05} ${R * 0.15}` + line + 'Z', paint), shine);
    }
  }
}
