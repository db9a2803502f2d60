import { renderAsync } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import { splitPaintedDocument } from '../styles/styles';
import { ILLUSTRATOR_FONT_FAMILY } from '../text/font-family';
import { withBandedGradients } from './banded-gradients';
import { ILLUSTRATOR_FONT_FILES } from './font';
import { compositePainted, fieldFor, type Pixels } from './paint-compositor';
import { inRenderSlot } from './render-pool';
import { giveBackShared } from './shared-bytes';
import type { BetweenTurns } from './paint-threads';

export interface RasterizeOptions {
  width: number;
  format: 'png' | 'webp' | 'jpeg';
  /** WebP or JPEG quality, 1..100. */
  quality?: number;
  /** WebP encoder effort, 0 (fastest) .. 6 (smallest); sharp's default is 4. Book pictures use 2: same size, half the time. */
  effort?: number;
  /** Only this part of the picture (fractions of its width and height), e.g. what a print layout shows of it. */
  visible?: { left: number; top: number; width: number; height: number };
  /** Awaited between turns of the painting (background work waits there for a customer's work). */
  between?: BetweenTurns;
}

const FONT_FILES = Object.values(ILLUSTRATOR_FONT_FILES);

const WEBP_IMAGE = /href="data:image\/webp;base64,([A-Za-z0-9+/=]+)"/g;

/** resvg cannot decode WebP, so embedded WebP photos are re-encoded as PNG before rendering. */
async function withDecodableImages(svg: string): Promise<string> {
  const found = [...svg.matchAll(WEBP_IMAGE)];
  if (found.length === 0) return svg;
  let out = svg;
  for (const [whole, data] of found) {
    const png = await sharp(Buffer.from(data ?? '', 'base64')).png().toBuffer();
    out = out.replace(whole, `href="data:image/png;base64,${png.toString('base64')}"`);
  }
  return out;
}

type Area = ReturnType<typeof pixelArea>;

/** The SVG `width` pixels across. */
async function renderSvg(svg: string, width: number): Promise<Pixels> {
  const rendered = await renderAsync(await withDecodableImages(svg), {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: ILLUSTRATOR_FONT_FAMILY },
    logLevel: 'error',
  });
  return { data: rendered.pixels, width: rendered.width, height: rendered.height };
}

/**
 * The SVG narrowed to `area` (pixels of a picture `unit` user units a pixel): resvg's own crop draws the
 * whole width and then cuts, so a cropped print picture cost the pixels it did not keep.
 */
function withViewOf(svg: string, area: Area, unit: number): string {
  const [x, y, width, height] = [area.left, area.top, area.width, area.height].map((px) => px * unit);
  return svg.replace(/<svg\b[^>]*>/, (root) =>
    root
      .replace(/\sviewBox="[^"]*"/, ` viewBox="${x} ${y} ${width} ${height}"`)
      .replace(/\swidth="[^"]*"/, ` width="${width}"`)
      .replace(/\sheight="[^"]*"/, ` height="${height}"`),
  );
}

/**
 * The picture as pixels: resvg draws it, except that a painted style (watercolour, crayon) is drawn
 * plain and its treatment composited on the pixels, which looks the same and costs a fraction. A painted
 * picture is drawn only where visible; a plain one is drawn whole, with the part to keep.
 */
async function renderPixels(svg: string, width: number, visible: RasterizeOptions['visible'], between?: BetweenTurns): Promise<{ pixels: Pixels; channels: 3 | 4; keep?: Area; borrowed?: boolean }> {
  const painted = splitPaintedDocument(svg);
  if (!painted) {
    const whole = await renderSvg(svg, width);
    return { pixels: whole, channels: 4, ...(visible ? { keep: pixelArea(visible, whole.width, whole.height) } : {}) };
  }
  // Only what shows is drawn and painted: the field still covers the whole picture, so the paint lies where it would.
  const whole = { width, height: Math.round((width * painted.height) / painted.width) };
  const area = visible ? pixelArea(visible, whole.width, whole.height) : { left: 0, top: 0, ...whole };
  // The field is made (or found) while resvg draws; a failure surfaces where the compositor awaits it.
  fieldFor(painted, whole).catch(() => undefined);
  const plain = withBandedGradients(painted.plain);
  const base = await renderSvg(visible ? withViewOf(plain, area, painted.width / width) : plain, area.width);
  return { pixels: await compositePainted(painted, base, { left: area.left, top: area.top, ...whole }, between), channels: 3, borrowed: true };
}

/**
 * Renders an SVG to PNG, WebP or JPEG (on white: JPEG has no transparency) with the bundled font only,
 * so every machine draws the same text. Waits for a slot of the process's render pool.
 */
export async function rasterize(svg: string, options: RasterizeOptions): Promise<Buffer> {
  const [encoded] = await rasterizeEach(svg, options.width, [options], options.visible, options.between);
  return encoded!;
}

/** One encoding of rendered pixels; `fit` scales it down to fit a square of that many pixels (a thumbnail). */
export type Encoding = Pick<RasterizeOptions, 'format' | 'quality' | 'effort'> & { fit?: number };

/**
 * The SVG rendered once, `width` pixels across, and encoded each way asked (a screen image and its
 * thumbnail), every one from the rendered pixels: a thumbnail need not decode the screen image again.
 */
export async function rasterizeEach(svg: string, width: number, encodings: readonly Encoding[], visible?: RasterizeOptions['visible'], between?: BetweenTurns): Promise<Buffer[]> {
  if (!Number.isInteger(width) || width < 1 || width > 8192) {
    throw new RangeError(`width must be an integer between 1 and 8192, got ${width}`);
  }
  return inRenderSlot(async () => {
    const { pixels: rendered, channels, keep, borrowed } = await renderPixels(svg, width, visible, between);
    const pixels = () => {
      const image = sharp(rendered.data, { raw: { width: rendered.width, height: rendered.height, channels } });
      return keep ? image.extract(keep) : image;
    };
    // Every encoding is over before painted pixels go back to the compositor's shared memory for the next picture.
    const encoded = await Promise.allSettled(encodings.map((encoding) => encode(pixels(), encoding)));
    if (borrowed) giveBackShared(rendered.data);
    return encoded.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
  });
}

function encode(pixels: Sharp, encoding: Encoding): Promise<Buffer> {
  if (encoding.fit !== undefined) pixels.resize(encoding.fit, encoding.fit, { fit: 'inside' });
  if (encoding.format === 'png') return pixels.png().toBuffer();
  if (encoding.format === 'jpeg') return pixels.flatten({ background: '#ffffff' }).jpeg({ quality: encoding.quality ?? 90 }).toBuffer();
  return pixels.webp({ quality: encoding.quality ?? 86, effort: encoding.effort ?? 4 }).toBuffer();
}

/** A part given in fractions as whole pixels inside a picture of this size. */
export function pixelArea(part: NonNullable<RasterizeOptions['visible']>, width: number, height: number) {
  const left = Math.min(width - 1, Math.max(0, Math.floor(part.left * width)));
  const top = Math.min(height - 1, Math.max(0, Math.floor(part.top * height)));
  return { left, top, width: Math.max(1, Math.min(width - left, Math.ceil(part.width * width))), height: Math.max(1, Math.min(height - top, Math.ceil(part.height * height))) };
}

/** The SVG drawn by resvg alone, filters and all: the reference the compositor is checked against. */
export async function rasterizeWithSvgFilters(svg: string, width: number): Promise<Buffer> {
  const rendered = await renderSvg(svg, width);
  return sharp(rendered.data, { raw: { width: rendered.width, height: rendered.height, channels: 4 } }).png().toBuffer();
}
