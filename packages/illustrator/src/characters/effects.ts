import { d, group } from '../svg/builder';
import { circle, path, polygon, starPoints, type Point } from '../svg/shapes';
import type { PoseEffect } from './pose';

/** Little marks around a figure that say what is happening: speed lines, hearts, notes, z's… */

export interface EffectAnchors {
  head: Point;
  headR: number;
  nearHand: Point;
  facing: 1 | -1;
  /** Body centre, used for trails behind a moving figure. */
  body: Point;
}

const INK = '#4a3f55';
const stroke = (width: number, colour = INK) => ({ fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

function heart(cx: number, cy: number, s: number, colour: string): string {
  return path(d`M${cx} ${cy + s * 0.9}C${cx - s * 1.6} ${cy - s * 0.2} ${cx - s * 0.7} ${cy - s * 1.3} ${cx} ${cy - s * 0.45}C${cx + s * 0.7} ${cy - s * 1.3} ${cx + s * 1.6} ${cy - s * 0.2} ${cx} ${cy + s * 0.9}Z`, { fill: colour });
}

function note(cx: number, cy: number, s: number): string {
  return (
    path(d`M${cx + s * 0.45} ${cy}L${cx + s * 0.45} ${cy - s * 1.6}L${cx + s * 1.2} ${cy - s * 1.3}`, stroke(s * 0.22, '#5b4b8a')) +
    circle(cx, cy, s * 0.5, { fill: '#5b4b8a' })
  );
}

function zed(cx: number, cy: number, s: number): string {
  return path(d`M${cx - s / 2} ${cy - s / 2}L${cx + s / 2} ${cy - s / 2}L${cx - s / 2} ${cy + s / 2}L${cx + s / 2} ${cy + s / 2}`, stroke(s * 0.2, '#6a7bd1'));
}

const CONFETTI = ['#f2545b', '#f7c548', '#5fb0e8', '#7ccf7a', '#b18be8'] as const;

function effect(kind: PoseEffect, a: EffectAnchors): string {
  const { head, headR: r, facing, body } = a;
  switch (kind) {
    case 'speed':
      return [0, 1, 2].map((i) => {
        const y = body.y - r * 0.6 + i * r * 0.55;
        const x = body.x - facing * (r * 1.2 + i * 14);
        return path(d`M${x} ${y}L${x - facing * r * (1 - i * 0.2)} ${y}`, stroke(7, '#ffffff')) + path(d`M${x} ${y}L${x - facing * r * (1 - i * 0.2)} ${y}`, stroke(3));
      }).join('');
    case 'wind':
      return [0, 1].map((i) => {
        const y = body.y - r * 0.3 + i * r * 0.7;
        const x = body.x - facing * (r * 1.5 + i * 30);
        return path(d`M${x} ${y}Q${x - facing * r * 0.6} ${y - 18} ${x - facing * r * 1.2} ${y}T${x - facing * r * 2.2} ${y}`, stroke(6, '#ffffff'));
      }).join('');
    case 'hearts':
      return heart(head.x + facing * r * 0.9, head.y - r * 1.45, r * 0.22, '#f2545b') + heart(head.x + facing * r * 0.35, head.y - r * 1.8, r * 0.15, '#f78fa7');
    case 'notes':
      return note(head.x + facing * r * 1.3, head.y - r * 0.9, r * 0.22) + note(head.x + facing * r * 0.7, head.y - r * 1.55, r * 0.17);
    case 'zzz':
      return zed(head.x + facing * r * 0.6, head.y - r * 1.2, r * 0.32) + zed(head.x + facing * r * 1.05, head.y - r * 1.75, r * 0.24) + zed(head.x + facing * r * 1.4, head.y - r * 2.2, r * 0.17);
    case 'confetti':
      return Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * Math.PI * 2;
        const dist = r * (1.45 + (i % 3) * 0.25);
        const x = head.x + Math.cos(angle) * dist;
        const y = head.y - r * 0.4 + Math.sin(angle) * dist * 0.8;
        const colour = CONFETTI[i % CONFETTI.length] as string;
        return i % 2 === 0
          ? path(d`M${x - 7} ${y - 4}L${x + 7} ${y + 4}`, stroke(8, colour))
          : polygon(starPoints(x, y, 9, 4), { fill: colour });
      }).join('');
    case 'wave':
      return [0, 1].map((i) => {
        const cx = a.nearHand.x + facing * (20 + i * 14);
        const cy = a.nearHand.y;
        const rr = 24 + i * 14;
        return path(d`M${cx} ${cy - rr}A${rr} ${rr} 0 0 ${facing > 0 ? 1 : 0} ${cx} ${cy + rr}`, stroke(4));
      }).join('');
    case 'bubbles':
      return [0, 1, 2].map((i) => circle(head.x + facing * r * (0.9 + i * 0.1), head.y - r * (0.3 + i * 0.55), 8 + i * 4, { fill: '#ffffff', 'fill-opacity': 0.35, stroke: '#ffffff', 'stroke-width': 3 })).join('');
    case 'question': {
      const x = head.x - facing * r * 0.9;
      const y = head.y - r * 1.5;
      const s = r * 0.32;
      return path(d`M${x - s * 0.6} ${y - s * 0.4}Q${x - s * 0.6} ${y - s * 1.2} ${x} ${y - s * 1.2}Q${x + s * 0.7} ${y - s * 1.2} ${x + s * 0.7} ${y - s * 0.5}Q${x + s * 0.7} ${y} ${x} ${y + s * 0.25}L${x} ${y + s * 0.6}`, stroke(s * 0.3, '#5b4b8a')) +
        circle(x, y + s * 1.1, s * 0.18, { fill: '#5b4b8a' });
    }
    case 'hop':
      return [-1, 1].map((side) => path(d`M${body.x + side * r * 0.9} ${-10}l${side * 18} ${-14}`, stroke(4))).join('');
  }
}

/** Trails go behind the figure; everything else floats in front of it. */
const BEHIND: ReadonlySet<PoseEffect> = new Set(['speed', 'wind']);

export function drawEffects(effects: readonly PoseEffect[], anchors: EffectAnchors): { behind: string; front: string } {
  const layer = (kinds: PoseEffect[]): string => (kinds.length === 0 ? '' : group({ 'data-part': 'effects' }, ...kinds.map((kind) => effect(kind, anchors))));
  return { behind: layer(effects.filter((e) => BEHIND.has(e))), front: layer(effects.filter((e) => !BEHIND.has(e))) };
}
