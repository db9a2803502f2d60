import sharp from 'sharp';
import { rasterize } from '../src';

/** A picture as the RGB pixels of a 64-pixel-wide thumbnail: what "different enough" is measured on. */
export const thumbnail = async (svg: string): Promise<Buffer> => sharp(await rasterize(svg, { width: 64, format: 'png' })).removeAlpha().raw().toBuffer();

/** Mean absolute difference of two thumbnails' channels (0-255). */
export function distance(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}
