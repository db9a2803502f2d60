import sharp from 'sharp';
import type { Overlay, PaintedDocument, PaintTreatment } from '../styles/styles';
import { WARP_TEXTURE } from '../styles/textures';
import { paintInThreads } from './paint-threads';
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

/** A texture's RGBA pixels, at its own size or resized (a pattern tile at its printed size). */
async function texturePixels(texture: string, size?: number): Promise<Pixels> {
  const picture = sharp(bytesOf(texture));
  const resized = size === undefined ? picture : picture.resize(size, size, { fit: 'fill', kernel: 'cubic' });
  const { data, info } = await resized.toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
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
    const scaled = await sharp(bytesOf(overlay.texture)).resize(width, height, { fit: 'fill', kernel: 'cubic' }).toColourspace('srgb').ensureAlpha().raw().toBuffer();
    // A plain Uint8Array view, not a Buffer: writeAffine's loads then meet one kind of array and stay fast.
    const rgba = new Uint8Array(scaled.buffer, scaled.byteOffset, scaled.length);
    return { mode: 'stretched', size: width, rgba, mul: new Float32Array(width * 3), add: new Float32Array(width * 3), opacity: overlay.opacity, multiply };
  }
  const size = Math.max(1, Math.round(overlay.tile * scale));
  const tile = await texturePixels(overlay.texture, size);
  return { mode: 'tile', size, ...table(tile.data, overlay.opacity, multiply) };
}

/**
 * What the overlays, in order, do to each channel of each pixel, folded into one gain (× 255) and lift.
 * Worked out a row at a time, layer after layer, in doubles as before: each kind of layer has its own
 * small loop, which V8 compiles tight.
 */
async function overlayField(paint: PaintTreatment, width: number, height: number, scale: number): Promise<{ gain: Uint8Array; lift: Uint8Array }> {
  const layers: AffineLayer[] = [];
  for (const overlay of paint.overlays) layers.push(await affineLayer(overlay, width, height, scale));
  const gain = new Uint8Array(width * height * 3);
  const lift = new Uint8Array(width * height * 3);
  const rowGain = new Float64Array(width * 3);
  const rowLift = new Float64Array(width * 3);
  const columns = layers.map((layer) => Int32Array.from({ length: width * 3 }, (_, k) => (layer.mode === 'tile' ? (((k / 3) | 0) % layer.size) * 3 + (k % 3) : layer.mode === 'stretched' ? k : k % 3)));
  const thread = shareTheThread();
  for (let y = 0; y < height; y++) {
    if ((y & 15) === 0 && thread.due()) await thread.pause();
    rowGain.fill(1);
    rowLift.fill(0);
    layers.forEach((layer, i) => {
      if (layer.mode === 'stretched') writeAffine(layer.rgba!, y * width, width, layer.opacity, layer.multiply, layer.mul, layer.add);
      const rowStart = layer.mode === 'tile' ? (y % layer.size) * layer.size * 3 : 0;
      foldLayer(rowGain, rowLift, layer.mul, layer.add, columns[i]!, rowStart);
    });
    storeRow(rowGain, rowLift, gain, lift, y * width * 3);
  }
  return { gain, lift };
}

/** One layer over a row: gain × mul, lift × mul + add, with the layer's entry for each channel of the row. */
function foldLayer(rowGain: Float64Array, rowLift: Float64Array, mul: Float32Array, add: Float32Array, columns: Int32Array, rowStart: number): void {
  for (let k = 0; k < rowGain.length; k++) {
    const at = rowStart + columns[k]!;
    const m = mul[at]!;
    rowGain[k] = rowGain[k]! * m;
    rowLift[k] = rowLift[k]! * m + add[at]!;
  }
}

function storeRow(rowGain: Float64Array, rowLift: Float64Array, gain: Uint8Array, lift: Uint8Array, out: number): void {
  for (let k = 0; k < rowGain.length; k++) {
    // Truncated to an integer first (the same byte): a double stored into bytes takes V8's slow path.
    gain[out + k] = (rowGain[k]! * 255 + 0.5) | 0;
    lift[out + k] = (rowLift[k]! + 0.5) | 0;
  }
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

function packed(shift: { dx: Int8Array; dy: Int8Array }, colour: { gain: Uint8Array; lift: Uint8Array }): TreatmentField {
  const { dx, dy } = shift;
  const { gain, lift } = colour;
  // In shared memory: the compositor's threads read it where it is.
  const gainDx = new Int32Array(new SharedArrayBuffer(dx.length * 4));
  const liftDy = new Int32Array(new SharedArrayBuffer(dx.length * 4));
  let [lowest, highest] = [0, 0];
  for (let cell = 0, f = 0; cell < dx.length; cell++, f += 3) {
    const [x, y] = [dx[cell]!, dy[cell]!];
    gainDx[cell] = gain[f]! | (gain[f + 1]! << 8) | (gain[f + 2]! << 16) | (x << 24);
    liftDy[cell] = lift[f]! | (lift[f + 1]! << 8) | (lift[f + 2]! << 16) | (y << 24);
    if (x < lowest) lowest = x;
    if (x > highest) highest = x;
    if (y < lowest) lowest = y;
    if (y > highest) highest = y;
  }
  return { gainDx, liftDy, reach: Math.max(-lowest, highest) };
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
  const made = Promise.all([displacementField(wobblePx, width, height), overlayField(paint, width, height, scale)]).then(([shift, colour]) => packed(shift, colour));
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
 * blend modes at full size, which is what made print-size watercolour and crayon slow. The pass runs on
 * the compositor's threads (paint-threads.ts). Answers RGB.
 */
export async function compositePainted(doc: PaintedDocument, base: Pixels, whole: PictureArea = { left: 0, top: 0, width: base.width, height: base.height }, between?: BetweenTurns): Promise<Pixels> {
  const { width, height } = base;
  const step = fieldStepFor(whole.width);
  const fieldWidth = Math.ceil(whole.width / step);
  const scale = whole.width / doc.width;
  const { gainDx, liftDy, reach } = await treatmentField(doc.paint, fieldWidth, Math.ceil(whole.height / step), scale / step, doc.paint.wobble * scale);
  // Both in shared memory, so that every thread reads the picture and writes its own rows of the result.
  const source = new Uint32Array(new SharedArrayBuffer(width * height * 4));
  new Uint8Array(source.buffer).set(base.data.subarray(0, width * height * 4));
  const out = new Uint8Array(new SharedArrayBuffer(width * height * 3));
  await paintInThreads({ source, width, height, out, gainDx, liftDy, reach, fieldWidth, step, left: whole.left, top: whole.top }, between);
  return { data: out, width, height };
}
