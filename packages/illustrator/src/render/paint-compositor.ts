import sharp from 'sharp';
import type { Overlay, PaintedDocument, PaintTreatment } from '../styles/styles';
import { WARP_TEXTURE } from '../styles/textures';
import type { FieldLayer } from './field-rows';
import { inBands, type BetweenTurns } from './paint-threads';
import { borrowShared, giveBackShared, sharedCopy } from './shared-bytes';

/** Pixels, row by row (RGBA premultiplied from resvg, or RGB). */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

const bytesOf = (dataUri: string) => Buffer.from(dataUri.slice(dataUri.indexOf(',') + 1), 'base64');

/**
 * A painted style at one pixel size, worked out once: where each pixel is taken from (the displacement,
 * in whole pixels) and what the overlays do to each channel. Every overlay blend (multiply, or normal at
 * an opacity) is affine in the colour beneath it, and so is a chain of them: colour' = colour × gain +
 * lift, with gain and lift per pixel and channel, the same for every picture of that style and size.
 */
export interface TreatmentField {
  /**
   * Per cell, two words the compositor reads at once: gain × 255 of red, green and blue in the low three
   * bytes and the horizontal shift (signed) in the top byte; lift and the vertical shift likewise.
   */
  gainDx: Int32Array;
  liftDy: Int32Array;
  /** The largest shift either way: pixels this far from every edge need no clamping. */
  reach: number;
}

/** A texture's RGBA pixels resized to `width` × `height`, or its own size. */
async function textureRgba(texture: string, size?: { width: number; height: number }): Promise<Uint8Array> {
  const picture = sharp(bytesOf(texture));
  const resized = size === undefined ? picture : picture.resize(size.width, size.height, { fit: 'fill', kernel: 'cubic' });
  return sharedCopy(await resized.toColourspace('srgb').ensureAlpha().raw().toBuffer());
}

/** One overlay as the field builder reads it: a stretched texture (smooth: libvips scales it to the picture), a tile at its printed size, or a colour. */
async function fieldLayer(overlay: Overlay, width: number, height: number, scale: number): Promise<FieldLayer> {
  if (overlay.kind === 'colour') {
    const hex = overlay.colour.slice(1);
    const rgba = new Uint8Array([...[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)), 255]);
    return { mode: 'constant', size: 1, rgba, opacity: overlay.opacity, multiply: false };
  }
  const multiply = overlay.blend === 'multiply';
  if (overlay.tile === undefined) return { mode: 'stretched', size: width, rgba: await textureRgba(overlay.texture, { width, height }), opacity: overlay.opacity, multiply };
  const size = Math.max(1, Math.round(overlay.tile * scale));
  return { mode: 'tile', size, rgba: await textureRgba(overlay.texture, { width: size, height: size }), opacity: overlay.opacity, multiply };
}

/** The field worked out on the compositor's threads, a band of rows each. */
async function makeField(paint: PaintTreatment, width: number, height: number, scale: number, wobblePx: number): Promise<TreatmentField> {
  const [warp, layers] = await Promise.all([
    sharp(bytesOf(WARP_TEXTURE)).resize(width, height, { fit: 'fill', kernel: 'cubic' }).removeAlpha().raw().toBuffer().then(sharedCopy),
    Promise.all(paint.overlays.map((overlay) => fieldLayer(overlay, width, height, scale))),
  ]);
  // feDisplacementMap's offsets, P'(x,y) = P(x + s·(R−½), y + s·(G−½)), in whole pixels.
  const shiftPerLevel = Math.min(wobblePx, 250) / 255;
  const gainDx = new Int32Array(new SharedArrayBuffer(width * height * 4));
  const liftDy = new Int32Array(new SharedArrayBuffer(width * height * 4));
  const shifts = await inBands('fieldRows', { width, height, warp, shiftPerLevel, layers, gainDx, liftDy });
  for (const bytes of [warp, ...layers.filter((layer) => layer.mode !== 'constant').map((layer) => layer.rgba)]) giveBackShared(bytes);
  return { gainDx, liftDy, reach: Math.max(0, ...shifts.map(({ lowest, highest }) => Math.max(-lowest, highest))) };
}

/** The last few fields made: a book's pages share one size, and its cover another. */
const FIELDS_KEPT = 2;
const fields = new Map<string, Promise<TreatmentField>>();

/**
 * Print-size pictures take their field at half resolution: the warp and the textures are soft (small
 * images scaled up), so their detail is kept, while the picture's own edges stay at full resolution.
 * A quarter of the memory and of the time to make it. Screen sizes are exact.
 */
const fieldStepFor = (width: number) => (width >= 2000 ? 2 : 1);

/** `wobblePx` is in the picture's pixels; `scale` is field cells per user unit. */
export function treatmentField(paint: PaintTreatment, width: number, height: number, scale: number, wobblePx: number): Promise<TreatmentField> {
  const key = `${paint.style}:${width}x${height}`;
  const known = fields.get(key);
  if (known) {
    fields.delete(key);
    fields.set(key, known);
    return known;
  }
  const made = makeField(paint, width, height, scale, wobblePx);
  made.catch(() => fields.delete(key));
  fields.set(key, made);
  while (fields.size > FIELDS_KEPT) fields.delete(fields.keys().next().value!);
  return made;
}

/**
 * The field a painted picture `whole.width` × `whole.height` pixels takes, made once (and kept) for its
 * size. Asked for before the picture is drawn, it is made while resvg draws.
 */
export function fieldFor(doc: PaintedDocument, whole: { width: number; height: number }): Promise<TreatmentField> {
  const step = fieldStepFor(whole.width);
  const scale = whole.width / doc.width;
  return treatmentField(doc.paint, Math.ceil(whole.width / step), Math.ceil(whole.height / step), scale / step, doc.paint.wobble * scale);
}

/** Where `base` lies in the whole picture: its top-left corner, and the whole picture's size, in pixels. */
export interface PictureArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Applies a painted style to the picture drawn without it, as the SVG treatment describes it: each pixel
 * taken from where the warp map points (nearest pixel, edges held), laid on white, then every overlay
 * blended in order. One pass over the pixels with the field of its size, instead of SVG filters and
 * blend modes at full size, which is what made print-size watercolour and crayon slow. The pass runs on
 * the compositor's threads (paint-threads.ts). Answers RGB in borrowed shared memory: give it back
 * (giveBackShared) once it is encoded.
 */
export async function compositePainted(doc: PaintedDocument, base: Pixels, whole: PictureArea = { left: 0, top: 0, width: base.width, height: base.height }, between?: BetweenTurns): Promise<Pixels> {
  const { width, height } = base;
  const step = fieldStepFor(whole.width);
  const fieldWidth = Math.ceil(whole.width / step);
  const { gainDx, liftDy, reach } = await fieldFor(doc, whole);
  // Both in shared memory, so that every thread reads the picture and writes its own rows of the result.
  const sourceBytes = sharedCopy(base.data.subarray(0, width * height * 4));
  const out = borrowShared(width * height * 3);
  try {
    await inBands('paintRows', { source: new Uint32Array(sourceBytes.buffer), width, height, out, gainDx, liftDy, reach, fieldWidth, step, left: whole.left, top: whole.top }, between);
  } catch (error) {
    giveBackShared(out);
    throw error;
  } finally {
    giveBackShared(sourceBytes);
  }
  return { data: out, width, height };
}
