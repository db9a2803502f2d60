import { darken } from '../../color/color';
import { d, group } from '../../svg/builder';
import { ellipse, path } from '../../svg/shapes';
import { painted, type Ink } from '../design';

/** Ears, noses and whiskers shared by the animal heads (head centre at 0,0, radius R). */

export function pointedEar(side: number, R: number, colour: string, inner: string, ink: Ink, options: { height?: number; tip?: string } = {}): string {
  const h = options.height ?? 1.25;
  const outer = path(d`M${side * R * 0.92} ${-R * 0.25}Q${side * R * 0.95} ${-R * h * 0.85} ${side * R * 0.72} ${-R * h}Q${side * R * 0.45} ${-R * h * 0.8} ${side * R * 0.12} ${-R * 0.78}Z`, painted(colour, ink));
  const innerEar = path(d`M${side * R * 0.78} ${-R * 0.45}Q${side * R * 0.8} ${-R * h * 0.78} ${side * R * 0.7} ${-R * h * 0.86}Q${side * R * 0.5} ${-R * h * 0.72} ${side * R * 0.32} ${-R * 0.72}Z`, { fill: inner });
  const tip = options.tip
    ? path(d`M${side * R * 0.82} ${-R * h * 0.8}Q${side * R * 0.8} ${-R * h * 0.92} ${side * R * 0.72} ${-R * h}Q${side * R * 0.62} ${-R * h * 0.93} ${side * R * 0.56} ${-R * h * 0.86}Z`, { fill: options.tip })
    : '';
  return outer + innerEar + tip;
}

export function roundNose(x: number, y: number, R: number, colour = '#3a2f3d'): string {
  return ellipse(x, y, R * 0.13, R * 0.09, { fill: colour }) + ellipse(x - R * 0.04, y - R * 0.03, R * 0.04, R * 0.025, { fill: '#ffffff', opacity: 0.7 });
}

export function whiskers(R: number, y: number, colour: string): string {
  const lines = [-1, 1].flatMap((side) =>
    [-0.08, 0.08].map((tilt) => path(d`M${side * R * 0.5} ${y + tilt * R}L${side * R * 1.02} ${y + tilt * R * 2.2}`, { stroke: colour, 'stroke-width': 3, 'stroke-linecap': 'round' })),
  );
  return group({ opacity: 0.7 }, ...lines);
}

export const innerEarPink = '#f6a9b8';

export function forehead(R: number, colour: string): string {
  return group({}, ...[-0.22, 0, 0.22].map((x) => path(d`M${x * R} ${-R * 0.88}L${x * R * 0.8} ${-R * 0.6}`, { stroke: darken(colour, 0.25), 'stroke-width': 8, 'stroke-linecap': 'round' })));
}
