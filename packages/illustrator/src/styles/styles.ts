import type { ArtStyle } from '@studio/contracts/stories';
import type { Ink } from '../characters/design';
import { el, group } from '../svg/builder';
import type { Defs } from '../svg/defs';
import { rect } from '../svg/shapes';
import { CRAYON_TOOTH_TEXTURE, PAPER_GRAIN_TEXTURE, PIGMENT_TEXTURE, WARP_TEXTURE } from './textures';

/** How an art style treats a finished picture: line weight, filters over the painting, paper on top. */
export interface StyleTreatment {
  ink: Ink;
  /** Plain shapes and gradients only: no filters, textures or blend modes, so a PDF can keep it as vectors. */
  isPlainVector: boolean;
  /** Wraps the whole painted picture. */
  apply(picture: string, defs: Defs, w: number, h: number): string;
}

const flat: StyleTreatment = { ink: { line: 4 }, isPlainVector: true, apply: (picture) => picture };

/**
 * Shakes every edge with a displacement map. The map is a small pre-made noise image stretched over the
 * picture (feImage), which renders many times faster than computing feTurbulence per pixel.
 */
function wobble(defs: Defs, key: string, w: number, h: number, strength: number): string {
  return defs.add(key, (id) =>
    el(
      'filter',
      { id, x: 0, y: 0, width: w, height: h, filterUnits: 'userSpaceOnUse', 'color-interpolation-filters': 'sRGB' },
      el('feImage', { href: WARP_TEXTURE, x: 0, y: 0, width: w, height: h, preserveAspectRatio: 'none', result: 'warp' }),
      el('feDisplacementMap', { in: 'SourceGraphic', in2: 'warp', scale: strength, xChannelSelector: 'R', yChannelSelector: 'G' }),
    ),
  );
}

function tiled(defs: Defs, key: string, texture: string, tile: number): string {
  return defs.add(key, (id) => el('pattern', { id, width: tile, height: tile, patternUnits: 'userSpaceOnUse' }, el('image', { href: texture, width: tile, height: tile })));
}

const multiply = 'mix-blend-mode:multiply';

/** Watercolour: wobbly bleeding edges, pigment pooling in soft blotches, lifted colours, paper grain. */
const watercolor: StyleTreatment = {
  ink: { line: 2.5 },
  isPlainVector: false,
  apply(picture, defs, w, h) {
    return group(
      { 'data-style': 'watercolor' },
      group({ filter: wobble(defs, 'wash-wobble', w, h, 16) }, picture),
      el('image', { href: PIGMENT_TEXTURE, width: w, height: h, preserveAspectRatio: 'none', opacity: 0.55, style: multiply }),
      rect(0, 0, w, h, { fill: '#fffaf0', opacity: 0.12 }),
      rect(0, 0, w, h, { fill: tiled(defs, 'paper-grain', PAPER_GRAIN_TEXTURE, 220), opacity: 0.5, style: multiply }),
    );
  },
};

/** Crayon: heavy shaky lines, waxy fills that skip over the paper's tooth in streaks. */
const crayon: StyleTreatment = {
  ink: { line: 6 },
  isPlainVector: false,
  apply(picture, defs, w, h) {
    return group(
      { 'data-style': 'crayon' },
      group({ filter: wobble(defs, 'crayon-shake', w, h, 7) }, picture),
      rect(0, 0, w, h, { fill: tiled(defs, 'crayon-tooth', CRAYON_TOOTH_TEXTURE, 150), opacity: 0.75 }),
      rect(0, 0, w, h, { fill: tiled(defs, 'paper-grain', PAPER_GRAIN_TEXTURE, 220), opacity: 0.45, style: multiply }),
    );
  },
};

export const STYLES: Record<ArtStyle, StyleTreatment> = { flat, watercolor, crayon };

/** Whether scenes and covers in this style print faithfully as PDF vectors; the others need a raster rendering for print. */
export function printsAsVector(style: ArtStyle): boolean {
  return STYLES[style].isPlainVector;
}
