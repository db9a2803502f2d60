import sharp from 'sharp';
import { rasterizeEach } from '@studio/illustrator';
import type { DrawnPicture } from '../../infra/ai/images/image-provider';

/** Long side of the thumbnails; the screen picture's (the viewer and the e-book) is `config.screenPictureLongSide`, 1024 by default. */
export const THUMB_LONG_SIDE = 320;
/** Effort 2 gives files within a few per cent of the default (4) in half the encoding time. */
const SCREEN_WEBP = { quality: 84, effort: 2 } as const;
const THUMB_WEBP = { quality: 78, effort: SCREEN_WEBP.effort } as const;

export interface EncodedPicture {
  screen: Buffer;
  thumb: Buffer;
  /** The print master: the SVG itself (vector in the PDF) or a JPEG (pdfkit embeds JPEG untouched and small). */
  print: Buffer;
  printType: 'image/svg+xml' | 'image/jpeg';
  width: number;
  height: number;
}

const screenWidth = (width: number, height: number, longSide: number) => Math.round(width >= height ? longSide : (longSide * width) / height);

/**
 * The sizes a picture is kept in. SVG is rasterized once, at screen size (WebP: crayon art is large as
 * PNG), and the thumbnail is scaled down from those pixels; a PNG's thumbnail from its screen image.
 */
export async function encodePicture(picture: DrawnPicture, screenLongSide: number): Promise<EncodedPicture> {
  const { width, height } = picture;
  const [screen, thumb] = picture.kind === 'svg'
    ? await rasterizeEach(picture.svg, screenWidth(width, height, screenLongSide), [{ format: 'webp', ...SCREEN_WEBP }, { format: 'webp', ...THUMB_WEBP, fit: THUMB_LONG_SIDE }])
    : await pngSizes(picture.png, screenLongSide);
  const print = picture.kind === 'svg' ? Buffer.from(picture.svg, 'utf8') : await sharp(picture.png).flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer();
  return { screen: screen!, thumb: thumb!, print, printType: picture.kind === 'svg' ? 'image/svg+xml' : 'image/jpeg', width, height };
}

async function pngSizes(png: Buffer, screenLongSide: number): Promise<[Buffer, Buffer]> {
  const screen = await sharp(png).resize(screenLongSide, screenLongSide, { fit: 'inside', withoutEnlargement: true }).webp(SCREEN_WEBP).toBuffer();
  return [screen, await sharp(screen).resize(THUMB_LONG_SIDE, THUMB_LONG_SIDE, { fit: 'inside' }).webp(THUMB_WEBP).toBuffer()];
}
