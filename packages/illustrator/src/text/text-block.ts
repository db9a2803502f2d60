import { el } from '../svg/builder';
import { ILLUSTRATOR_FONT_FAMILY } from './font-family';
import type { FittedText } from './wrap';

export const LINE_HEIGHT = 1.12;

/** Centred lines of text whose first baseline sits one font size below `top`. */
export function textBlock(fitted: FittedText, centreX: number, top: number, attrs: { fill: string; stroke?: string; strokeWidth?: number }): string {
  return el(
    'text',
    {
      x: centreX,
      y: top,
      'font-family': ILLUSTRATOR_FONT_FAMILY,
      'font-weight': 600,
      'font-size': fitted.fontSize,
      'text-anchor': 'middle',
      fill: attrs.fill,
      stroke: attrs.stroke,
      'stroke-width': attrs.strokeWidth,
      'stroke-linejoin': attrs.stroke ? 'round' : undefined,
      'paint-order': attrs.stroke ? 'stroke' : undefined,
    },
    ...fitted.lines.map((line, i) => el('tspan', { x: centreX, y: top + fitted.fontSize * (0.9 + i * LINE_HEIGHT) }, escapeText(line))),
  );
}

export function blockHeight(fitted: FittedText): number {
  return fitted.fontSize * (0.9 + (fitted.lines.length - 1) * LINE_HEIGHT + 0.3);
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
