import type { ArtStyle } from '@studio/contracts/stories';
import type { Ink } from '../characters/design';
import { el } from '../svg/builder';
import { Defs } from '../svg/defs';
import { rect } from '../svg/shapes';
import { CRAYON_TOOTH_TEXTURE, PAPER_GRAIN_TEXTURE, PIGMENT_TEXTURE, WARP_TEXTURE } from './textures';

/** A layer laid over the whole painted picture: a texture (stretched, or tiled in squares of `tile` units) or a plain colour. */
export type Overlay =
  | { kind: 'texture'; texture: string; key?: string; tile?: number; opacity: number; blend: 'multiply' | 'normal' }
  | { kind: 'colour'; colour: string; opacity: number };

/**
 * A painted style: every edge shaken by a displacement map (WARP_TEXTURE stretched over the picture,
 * `wobble` units at most), then overlays. The same description is written into the SVG and applied to
 * pixels by the compositor (render/paint-compositor.ts), so the two cannot drift apart.
 */
export interface PaintTreatment {
  style: ArtStyle;
  wobbleKey: string;
  wobble: number;
  overlays: readonly Overlay[];
}

/** How an art style treats a finished picture: line weight, and for painted styles their treatment. */
export interface StyleTreatment {
  ink: Ink;
  /** Plain shapes and gradients only: no filters, textures or blend modes, so a PDF can keep it as vectors. */
  isPlainVector: boolean;
  paint: PaintTreatment | null;
}

const PAPER_GRAIN: Overlay = { kind: 'texture', texture: PAPER_GRAIN_TEXTURE, key: 'paper-grain', tile: 220, opacity: 0.5, blend: 'multiply' };

/** Watercolour: wobbly bleeding edges, pigment pooling in soft blotches, lifted colours, paper grain. */
const WATERCOLOUR: PaintTreatment = {
  style: 'watercolor',
  wobbleKey: 'wash-wobble',
  wobble: 16,
  overlays: [
    { kind: 'texture', texture: PIGMENT_TEXTURE, opacity: 0.55, blend: 'multiply' },
    { kind: 'colour', colour: '#fffaf0', opacity: 0.12 },
    PAPER_GRAIN,
  ],
};

/** Crayon: heavy shaky lines, waxy fills that skip over the paper's tooth in streaks. */
const CRAYON: PaintTreatment = {
  style: 'crayon',
  wobbleKey: 'crayon-shake',
  wobble: 7,
  overlays: [
    { kind: 'texture', texture: CRAYON_TOOTH_TEXTURE, key: 'crayon-tooth', tile: 150, opacity: 0.75, blend: 'normal' },
    { ...PAPER_GRAIN, opacity: 0.45 },
  ],
};

export const STYLES: Record<ArtStyle, StyleTreatment> = {
  flat: { ink: { line: 4 }, isPlainVector: true, paint: null },
  watercolor: { ink: { line: 2.5 }, isPlainVector: false, paint: WATERCOLOUR },
  crayon: { ink: { line: 6 }, isPlainVector: false, paint: CRAYON },
};

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

const blendStyle = (blend: 'multiply' | 'normal') => (blend === 'multiply' ? 'mix-blend-mode:multiply' : undefined);

function overlayMarkup(overlay: Overlay, defs: Defs, w: number, h: number): string {
  if (overlay.kind === 'colour') return rect(0, 0, w, h, { fill: overlay.colour, opacity: overlay.opacity });
  if (overlay.tile === undefined) {
    return el('image', { href: overlay.texture, width: w, height: h, preserveAspectRatio: 'none', opacity: overlay.opacity, style: blendStyle(overlay.blend) });
  }
  return rect(0, 0, w, h, { fill: tiled(defs, overlay.key ?? 'texture', overlay.texture, overlay.tile), opacity: overlay.opacity, style: blendStyle(overlay.blend) });
}

const headOf = (paint: PaintTreatment, defs: Defs, w: number, h: number) => `<g data-style="${paint.style}"><g filter="${wobble(defs, paint.wobbleKey, w, h, paint.wobble)}">`;
const tailOf = (paint: PaintTreatment, defs: Defs, w: number, h: number) => `</g>${paint.overlays.map((overlay) => overlayMarkup(overlay, defs, w, h)).join('')}</g>`;

/** Wraps the whole painted picture in its style's treatment (nothing for flat). */
export function applyStyle(style: ArtStyle, picture: string, defs: Defs, w: number, h: number): string {
  const paint = STYLES[style].paint;
  if (!paint) return picture;
  return headOf(paint, defs, w, h) + picture + tailOf(paint, defs, w, h);
}

/** Whether scenes and covers in this style print faithfully as PDF vectors; the others need a raster rendering for print. */
export function printsAsVector(style: ArtStyle): boolean {
  return STYLES[style].isPlainVector;
}

export interface PaintedDocument {
  paint: PaintTreatment;
  /** The same document with the picture untreated: plain shapes, which render fast at any size. */
  plain: string;
  /** The document's user units. */
  width: number;
  height: number;
}

/**
 * Takes a painted picture as this illustrator writes it apart: the untreated picture and its treatment,
 * for the compositor. Anything else (a flat picture, a title drawn over the treatment, someone else's
 * SVG) answers null and is rendered as it is.
 */
export function splitPaintedDocument(svg: string): PaintedDocument | null {
  const [, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)?.map(Number) ?? [];
  if (!width || !height) return null;
  for (const { paint } of Object.values(STYLES)) {
    if (!paint) continue;
    const defs = new Defs('sb');
    const head = headOf(paint, defs, width, height);
    const tail = `${tailOf(paint, defs, width, height)}</svg>`;
    const start = svg.indexOf(head);
    if (start < 0 || !svg.endsWith(tail)) continue;
    return { paint, plain: svg.slice(0, start) + svg.slice(start + head.length, svg.length - tail.length) + '</svg>', width, height };
  }
  return null;
}
