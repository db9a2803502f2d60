import sharp from 'sharp';
import type { ArtStyle } from '@studio/contracts/stories';
import { printsAsVector, rasterize } from '@studio/illustrator';
import type { Art } from '@studio/print';

/**
 * Chosen by measurement (ADR 016): painted pictures are texture all over, which hides JPEG's loss; at 75
 * a print-size page is 35-39 dB PSNR from the lossless rendering, at 90 the file is 60 % larger.
 */
const PRINT_JPEG_QUALITY = 75;

/**
 * Offline art stays vector when its style is plain shapes; watercolour and crayon live on SVG filters,
 * textures and blend modes that PDF vectors cannot hold, so resvg renders them, as on screen, at the
 * resolution the layout asks for once it knows the printed size.
 */
export function artOfSvg(svg: string, style: ArtStyle, width: number, height: number): Art {
  if (printsAsVector(style)) return { kind: 'svg', svg };
  return {
    kind: 'rendered-for-print',
    width,
    height,
    render: async (widthPx, visible) => {
      const data = await rasterize(svg, { width: widthPx, format: 'jpeg', quality: PRINT_JPEG_QUALITY, visible });
      const { width: keptWidth = widthPx, height: heightPx = Math.round((widthPx * height) / width) } = await sharp(data).metadata();
      return { kind: 'raster', data, widthPx: keptWidth, heightPx };
    },
  };
}

/**
 * The same picture in greys, for a black-and-white interior: printers convert colour themselves, but
 * unpredictably, so the greys are chosen here, where the customer's preview can show them.
 */
export function grayscaleArt(art: Art): Art {
  if (art.kind === 'raster') {
    return { kind: 'rendered-for-print', width: art.widthPx, height: art.heightPx, render: async () => ({ ...art, data: await toGrayJpeg(art.data) }) };
  }
  if (art.kind === 'rendered-for-print') {
    return { ...art, render: async (widthPx, visible) => {
      const colour = await art.render(widthPx, visible);
      return { ...colour, data: await toGrayJpeg(colour.data) };
    } };
  }
  const svg = art.svg;
  return {
    kind: 'rendered-for-print',
    ...svgProportions(svg),
    render: async (widthPx, visible) => {
      const data = await toGrayJpeg(await rasterize(svg, { width: widthPx, format: 'png', visible }));
      const { width: keptWidth = widthPx, height: heightPx = widthPx } = await sharp(data).metadata();
      return { kind: 'raster', data, widthPx: keptWidth, heightPx };
    },
  };
}

async function toGrayJpeg(data: Buffer): Promise<Buffer> {
  return sharp(data).grayscale().toColourspace('b-w').jpeg({ quality: PRINT_JPEG_QUALITY }).toBuffer();
}

/** The picture's proportions from its viewBox (every illustrator SVG has one). */
function svgProportions(svg: string): { width: number; height: number } {
  const [, , width, height] = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  if (!width || !height) throw new Error('An SVG picture without a viewBox cannot be printed in greys');
  return { width, height };
}

/** Stored raster art (model pictures): the JPEG print master goes in untouched. */
export async function artOfJpeg(data: Buffer, fallbackWidth: number, fallbackHeight: number): Promise<Art> {
  const { width, height } = await sharp(data).metadata();
  return { kind: 'raster', data, widthPx: width ?? fallbackWidth, heightPx: height ?? fallbackHeight };
}
