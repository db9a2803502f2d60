import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { ILLUSTRATOR_FONT_FAMILY } from '../text/font-family';
import { ILLUSTRATOR_FONT_FILES } from './font';

export interface RasterizeOptions {
  width: number;
  format: 'png' | 'webp' | 'jpeg';
  /** WebP or JPEG quality, 1..100. */
  quality?: number;
  /** WebP encoder effort, 0 (fastest) .. 6 (smallest); sharp's default is 4. Book pictures use 2: same size, half the time. */
  effort?: number;
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

/** Renders an SVG to PNG, WebP or JPEG (on white: JPEG has no transparency) with the bundled font only, so every machine draws the same text. */
export async function rasterize(svg: string, options: RasterizeOptions): Promise<Buffer> {
  if (!Number.isInteger(options.width) || options.width < 1 || options.width > 8192) {
    throw new RangeError(`width must be an integer between 1 and 8192, got ${options.width}`);
  }
  const rendered = await renderAsync(await withDecodableImages(svg), {
    fitTo: { mode: 'width', value: options.width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: ILLUSTRATOR_FONT_FAMILY },
    logLevel: 'error',
  });
  if (options.format === 'png') return rendered.asPng();
  const pixels = sharp(rendered.pixels, { raw: { width: rendered.width, height: rendered.height, channels: 4 } });
  if (options.format === 'jpeg') return pixels.flatten({ background: '#ffffff' }).jpeg({ quality: options.quality ?? 90 }).toBuffer();
  return pixels.webp({ quality: options.quality ?? 86, effort: options.effort ?? 4 }).toBuffer();
}
