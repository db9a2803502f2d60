import sharp from 'sharp';
import type { Overlay, PaintedDocument, PaintTreatment } from '../styles/styles';
import { WARP_TEXTURE } from '../styles/textures';
import { shareTheThread, type BetweenTurns } from './share-the-thread';

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
interface TreatmentField {
  dx: Int8Array;
  dy: Int8Array;
  /** gain × 255 */
  gain: Uint8Array;
  lift: Uint8Array;
}

/** A texture's RGBA pixels, at its own size or resized (a pattern tile at its printed size). */
async function texturePixels(texture: string, size?: number): Promise<Pixels> {
  const picture = sharp(bytesOf(texture));
  const resized = size === undefined ? picture : picture.resize(size, size, { fit: 'fill', kernel: 'cubic' });
  const { data, info } = await resized.toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * One overlay as the affine change it makes to each channel beneath it, colour × mul + add.
 * Multiply at coverage α: mul = 1 − α + α·Cs, add = 0; normal: mul = 1 − α, add = Cs·α.
 */
interface AffineLayer {
  /** A plain colour or a tile, as a table (one entry, or one per tile pixel, repeated); a stretched texture, row by row. */
  mode: 'constant' | 'tile' | 'stretched';
  size: number;
  mul: Float32Array;
  add: Float32Array;
  /** Stretched: the texture's RGBA scaled to the picture, turned into `mul`/`add` one row at a time (a full table would be 24 bytes a pixel). */
  rgba?: Uint8Array;
  opacity: number;
  multiply: boolean;
}

function writeAffine(rgba: Uint8Array, from: number, count: number, opacity: number, multiply: boolean, mul: Float32Array, add: Float32Array): void {
  for (let i = 0; i < count; i++) {
    const coverage = (opacity * rgba[(from + i) * 4 + 3]!) / 255;
    for (let c = 0; c < 3; c++) {
      const colour = rgba[(from + i) * 4 + c]!;
      mul[i * 3 + c] = multiply ? 1 - coverage + (coverage * colour) / 255 : 1 - coverage;
      add[i * 3 + c] = multiply ? 0 : colour * coverage;
    }
  }
}

async function affineLayer(overlay: Overlay, width: number, height: number, scale: number): Promise<AffineLayer> {
  const table = (rgba: Uint8Array, opacity: number, multiply: boolean) => {
    const count = rgba.length / 4;
    const mul = new Float32Array(count * 3);
    const add = new Float32Array(count * 3);
    writeAffine(rgba, 0, count, opacity, multiply, mul, add);
    return { mul, add, opacity, multiply };
  };
  if (overlay.kind === 'colour') {
    const hex = overlay.colour.slice(1);
    const rgba = new Uint8Array([...[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)), 255]);
    return { mode: 'constant', size: 1, ...table(rgba, overlay.opacity, false) };
  }
  const multiply = overlay.blend === 'multiply';
  if (overlay.tile === undefined) {
    // Stretched textures are smooth: libvips scales them to the picture.
    const rgba = await sharp(bytesOf(overlay.texture)).resize(width, height, { fit: 'fill', kernel: 'cubic' }).toColourspace('srgb').ensureAlpha().raw().toBuffer();
    return { mode: 'stretched', size: width, rgba, mul: new Float32Array(width * 3), add: new Float32Array(width * 3), opacity: overlay.opacity, multiply };
  }
  const size = Math.max(1, Math.round(overlay.tile * scale));
  const tile = await texturePixels(overlay.texture, size);
  return { mode: 'tile', size, ...table(tile.data, overlay.opacity, multiply) };
}

/** What the overlays, in order, do to each channel of each pixel, folded into one gain (× 255) and lift. */
async function overlayField(paint: PaintTreatment, width: number, height: number, scale: number): Promise<{ gain: Uint8Array; lift: Uint8Array }> {
  const layers: AffineLayer[] = [];
  for (const overlay of paint.overlays) layers.push(await affineLayer(overlay, width, height, scale));
  const gain = new Uint8Array(width * height * 3);
  const lift = new Uint8Array(width * height * 3);
  const columns = layers.map((layer) => Int32Array.from({ length: width }, (_, x) => (layer.mode === 'tile' ? x % layer.size : layer.mode === 'stretched' ? x : 0) * 3));
  const rowStart = new Int32Array(layers.length);
  const thread = shareTheThread();
  for (let y = 0; y < height; y++) {
    if ((y & 15) === 0 && thread.due()) await thread.pause();
    for (let i = 0; i < layers.length; i++) {
      const layer = layers[i]!;
      if (layer.mode === 'stretched') writeAffine(layer.rgba!, y * width, width, layer.opacity, layer.multiply, layer.mul, layer.add);
      rowStart[i] = layer.mode === 'tile' ? (y % layer.size) * layer.size * 3 : 0;
    }
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        let g = 1;
        let l = 0;
        for (let i = 0; i < layers.length; i++) {
          const at = rowStart[i]! + columns[i]![x]! + c;
          const mul = layers[i]!.mul[at]!;
          g *= mul;
          l = l * mul + layers[i]!.add[at]!;
        }
        gain[out + c] = g * 255 + 0.5;
        lift[out + c] = l + 0.5;
      }
    }
  }
  return { gain, lift };
}

/** feDisplacementMap's offsets, P'(x,y) = P(x + s·(R−½), y + s·(G−½)), from the warp map stretched over the picture, in whole pixels. */
async function displacementField(wobblePx: number, width: number, height: number): Promise<{ dx: Int8Array; dy: Int8Array }> {
  const warp = await sharp(bytesOf(WARP_TEXTURE)).resize(width, height, { fit: 'fill', kernel: 'cubic' }).removeAlpha().raw().toBuffer();
  const dx = new Int8Array(width * height);
  const dy = new Int8Array(width * height);
  const reach = Math.min(wobblePx, 250) / 255;
  const thread = shareTheThread();
  for (let pixel = 0; pixel < dx.length; pixel++) {
    if ((pixel & 0xffff) === 0 && thread.due()) await thread.pause();
    dx[pixel] = Math.round((warp[pixel * 3]! - 127.5) * reach);
    dy[pixel] = Math.round((warp[pixel * 3 + 1]! - 127.5) * reach);
  }
  return { dx, dy };
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
function treatmentField(paint: PaintTreatment, width: number, height: number, scale: number, wobblePx: number): Promise<TreatmentField> {
  const key = `${paint.style}:${width}x${height}`;
  const known = fields.get(key);
  if (known) {
    fields.delete(key);
    fields.set(key, known);
    return known;
  }
  const made = Promise.all([displacementField(wobblePx, width, height), overlayField(paint, width, height, scale)]).then(([shift, colour]) => ({ ...shift, ...colour }));
  made.catch(() => fields.delete(key));
  fields.set(key, made);
  while (fields.size > FIELDS_KEPT) fields.delete(fields.keys().next().value!);
  return made;
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
 * blend modes at full size, which is what made print-size watercolour and crayon slow. Answers RGB.
 */
export async function compositePainted(doc: PaintedDocument, base: Pixels, whole: PictureArea = { left: 0, top: 0, width: base.width, height: base.height }, between?: BetweenTurns): Promise<Pixels> {
  const { width, height, data: source } = base;
  const step = fieldStepFor(whole.width);
  const fieldWidth = Math.ceil(whole.width / step);
  const scale = whole.width / doc.width;
  const { dx, dy, gain, lift } = await treatmentField(doc.paint, fieldWidth, Math.ceil(whole.height / step), scale / step, doc.paint.wobble * scale);
  const out = new Uint8Array(width * height * 3);
  // Whole RGBA pixels read at once, one load a pixel instead of four (little-endian: red is the low byte).
  const aligned = source.byteOffset % 4 === 0 ? source : Uint8Array.from(source);
  const rgba = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const fieldColumn = Int32Array.from({ length: width }, (_, x) => ((x + whole.left) / step) | 0);
  const lastColumn = width - 1;
  const lastRow = height - 1;
  const thread = shareTheThread(between);
  for (let y = 0, o = 0; y < height; y++) {
    if ((y & 15) === 0 && thread.due()) await thread.pause();
    const fieldRow = (((y + whole.top) / step) | 0) * fieldWidth;
    for (let x = 0; x < width; x++, o += 3) {
      const cell = fieldRow + fieldColumn[x]!;
      let sx = x + dx[cell]!;
      let sy = y + dy[cell]!;
      sx = sx < 0 ? 0 : sx > lastColumn ? lastColumn : sx;
      sy = sy < 0 ? 0 : sy > lastRow ? lastRow : sy;
      const p = rgba[sy * width + sx]!;
      // resvg's pixels are premultiplied: colour + white × (1 − alpha) lays them on white.
      const clear = 255 - (p >>> 24);
      const f = cell * 3;
      out[o] = ((((p & 255) + clear) * gain[f]! + 128) * 257 >> 16) + lift[f]!;
      out[o + 1] = ((((p >>> 8 & 255) + clear) * gain[f + 1]! + 128) * 257 >> 16) + lift[f + 1]!;
      out[o + 2] = ((((p >>> 16 & 255) + clear) * gain[f + 2]! + 128) * 257 >> 16) + lift[f + 2]!;
    }
  }
  return { data: out, width, height };
}
