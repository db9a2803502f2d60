import sharp from 'sharp';
import type { Overlay, PaintedDocument, PaintTreatment } from '../styles/styles';
import { WARP_TEXTURE } from '../styles/textures';

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

/** Bilinear stretching of a small texture over `size` pixels: each pixel's two source cells and the weight of the second. */
function stretchAxis(size: number, textureSize: number): { low: Int32Array; high: Int32Array; weight: Float32Array } {
  const low = new Int32Array(size);
  const high = new Int32Array(size);
  const weight = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    const at = Math.min(textureSize - 1, Math.max(0, ((i + 0.5) * textureSize) / size - 0.5));
    low[i] = Math.floor(at);
    high[i] = Math.min(textureSize - 1, low[i]! + 1);
    weight[i] = at - low[i]!;
  }
  return { low, high, weight };
}

/** One overlay, ready to be read row by row: RGBA (straight alpha) with its opacity. */
interface OverlayRows {
  multiply: boolean;
  opacity: number;
  /** Fills `row` (RGBA, one entry per pixel) with the overlay's pixels of row `y`. */
  read(y: number, row: Float32Array): void;
}

async function overlayRows(overlay: Overlay, width: number, height: number, scale: number): Promise<OverlayRows> {
  if (overlay.kind === 'colour') {
    const hex = overlay.colour.slice(1);
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
    return {
      multiply: false,
      opacity: overlay.opacity,
      read: (_y, row) => {
        for (let x = 0; x < width; x++) row.set([r, g, b, 255], x * 4);
      },
    };
  }
  const multiply = overlay.blend === 'multiply';
  if (overlay.tile === undefined) {
    const texture = await texturePixels(overlay.texture);
    const xs = stretchAxis(width, texture.width);
    const ys = stretchAxis(height, texture.height);
    const t = texture.data;
    return {
      multiply,
      opacity: overlay.opacity,
      read: (y, row) => {
        const top = ys.low[y]! * texture.width;
        const bottom = ys.high[y]! * texture.width;
        const wy = ys.weight[y]!;
        for (let x = 0; x < width; x++) {
          const wx = xs.weight[x]!;
          const a = (top + xs.low[x]!) * 4;
          const b = (top + xs.high[x]!) * 4;
          const c = (bottom + xs.low[x]!) * 4;
          const d = (bottom + xs.high[x]!) * 4;
          for (let channel = 0; channel < 4; channel++) {
            const upper = t[a + channel]! + (t[b + channel]! - t[a + channel]!) * wx;
            const lower = t[c + channel]! + (t[d + channel]! - t[c + channel]!) * wx;
            row[x * 4 + channel] = upper + (lower - upper) * wy;
          }
        }
      },
    };
  }
  const tile = Math.max(1, Math.round(overlay.tile * scale));
  const texture = await texturePixels(overlay.texture, tile);
  const column = Int32Array.from({ length: width }, (_, x) => (x % tile) * 4);
  return {
    multiply,
    opacity: overlay.opacity,
    read: (y, row) => {
      const start = (y % tile) * tile * 4;
      for (let x = 0; x < width; x++) {
        const at = start + column[x]!;
        row[x * 4] = texture.data[at]!;
        row[x * 4 + 1] = texture.data[at + 1]!;
        row[x * 4 + 2] = texture.data[at + 2]!;
        row[x * 4 + 3] = texture.data[at + 3]!;
      }
    },
  };
}

/**
 * What the overlays, in order, do to each channel of each pixel, as gain (× 255) and lift, with the
 * SVG blend formulas: multiply Cb·(1 − α + α·Cs), normal Cb·(1 − α) + Cs·α, α = alpha × opacity.
 */
async function overlayField(paint: PaintTreatment, width: number, height: number, scale: number): Promise<{ gain: Uint8Array; lift: Uint8Array }> {
  const layers = await Promise.all(paint.overlays.map((overlay) => overlayRows(overlay, width, height, scale)));
  const gain = new Uint8Array(width * height * 3);
  const lift = new Uint8Array(width * height * 3);
  const row = new Float32Array(width * 4);
  const rowGain = new Float32Array(width * 3);
  const rowLift = new Float32Array(width * 3);
  for (let y = 0; y < height; y++) {
    rowGain.fill(1);
    rowLift.fill(0);
    for (const layer of layers) {
      layer.read(y, row);
      for (let x = 0; x < width; x++) {
        const coverage = (layer.opacity * row[x * 4 + 3]!) / 255;
        for (let channel = 0; channel < 3; channel++) {
          const colour = row[x * 4 + channel]!;
          const at = x * 3 + channel;
          if (layer.multiply) {
            const factor = 1 - coverage + (coverage * colour) / 255;
            rowGain[at]! *= factor;
            rowLift[at]! *= factor;
          } else {
            rowGain[at]! *= 1 - coverage;
            rowLift[at] = rowLift[at]! * (1 - coverage) + colour * coverage;
          }
        }
      }
    }
    const offset = y * width * 3;
    for (let at = 0; at < width * 3; at++) {
      gain[offset + at] = Math.round(rowGain[at]! * 255);
      lift[offset + at] = Math.round(rowLift[at]!);
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
  for (let pixel = 0; pixel < dx.length; pixel++) {
    dx[pixel] = Math.round((warp[pixel * 3]! - 127.5) * reach);
    dy[pixel] = Math.round((warp[pixel * 3 + 1]! - 127.5) * reach);
  }
  return { dx, dy };
}

/** The last few fields made: a book's pages share one size, and its cover another. */
const FIELDS_KEPT = 3;
const fields = new Map<string, Promise<TreatmentField>>();

function treatmentField(paint: PaintTreatment, width: number, height: number, scale: number): Promise<TreatmentField> {
  const key = `${paint.style}:${width}x${height}`;
  const known = fields.get(key);
  if (known) {
    fields.delete(key);
    fields.set(key, known);
    return known;
  }
  const made = Promise.all([displacementField(paint.wobble * scale, width, height), overlayField(paint, width, height, scale)]).then(([shift, colour]) => ({ ...shift, ...colour }));
  made.catch(() => fields.delete(key));
  fields.set(key, made);
  while (fields.size > FIELDS_KEPT) fields.delete(fields.keys().next().value!);
  return made;
}

/**
 * Applies a painted style to the picture drawn without it, as the SVG treatment describes it: each pixel
 * taken from where the warp map points (nearest pixel, edges held), laid on white, then every overlay
 * blended in order. One pass over the pixels with the field of its size, instead of SVG filters and
 * blend modes at full size, which is what made print-size watercolour and crayon slow. Answers RGB.
 */
export async function compositePainted(doc: PaintedDocument, base: Pixels): Promise<Pixels> {
  const { width, height, data: source } = base;
  const { dx, dy, gain, lift } = await treatmentField(doc.paint, width, height, width / doc.width);
  const out = new Uint8Array(width * height * 3);
  for (let y = 0, pixel = 0; y < height; y++) {
    for (let x = 0; x < width; x++, pixel++) {
      let sx = x + dx[pixel]!;
      let sy = y + dy[pixel]!;
      sx = sx < 0 ? 0 : sx >= width ? width - 1 : sx;
      sy = sy < 0 ? 0 : sy >= height ? height - 1 : sy;
      const at = (sy * width + sx) * 4;
      // resvg's pixels are premultiplied: colour + white × (1 − alpha) lays them on white.
      const clear = 255 - source[at + 3]!;
      const o = pixel * 3;
      out[o] = (((source[at]! + clear) * gain[o]! + 128) * 257 >> 16) + lift[o]!;
      out[o + 1] = (((source[at + 1]! + clear) * gain[o + 1]! + 128) * 257 >> 16) + lift[o + 1]!;
      out[o + 2] = (((source[at + 2]! + clear) * gain[o + 2]! + 128) * 257 >> 16) + lift[o + 2]!;
    }
  }
  return { data: out, width, height };
}
