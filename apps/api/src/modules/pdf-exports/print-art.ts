import sharp from 'sharp';
import type { ArtStyle } from '@studio/contracts/stories';
import { inRenderSlot, pixelArea, printsAsVector, rasterize } from '@studio/illustrator';
import type { Art, ArtRenderedForPrint } from '@studio/print';

/**
 * JPEG quality of printed pictures, chosen by measurement (ADR 016): painted pictures are texture all
 * over, which hides JPEG's loss at print size. Crayon's paper tooth is noise that costs bytes at any
 * quality, so it goes lower: at 50 it cannot be told from 90 at print size, at 60 % of the bytes.
 */
const PRINT_JPEG_QUALITY: Record<ArtStyle, number> = { flat: 75, watercolor: 75, crayon: 50 };

/**
 * Offline art stays vector when its style is plain shapes; watercolour and crayon live on SVG filters,
 * textures and blend modes that PDF vectors cannot hold, so resvg renders them, as on screen, at the
 * resolution the layout asks for once it knows the printed size.
 */
export function artOfSvg(svg: string, style: ArtStyle, width: number, height: number): Art {
  return printsAsVector(style) ? { kind: 'svg', svg } : renderedArtOfSvg(svg, style, width, height);
}

/** The SVG rendered at the resolution the layout asks for, only the part it shows. */
export function renderedArtOfSvg(svg: string, style: ArtStyle, width: number, height: number): ArtRenderedForPrint {
  return {
    kind: 'rendered-for-print',
    width,
    height,
    render: async (widthPx, visible) => {
      const data = await rasterize(svg, { width: widthPx, format: 'jpeg', quality: PRINT_JPEG_QUALITY[style], visible });
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
  return sharp(data).grayscale().toColourspace('b-w').jpeg({ quality: PRINT_JPEG_QUALITY.flat }).toBuffer();
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

/**
 * A painted picture whose print raster was made after it was drawn: each print reads that raster when
 * its page comes, and crops and scales it (a JPEG decode and encode) instead of rendering the SVG again. A layout wanting more pixels
 * than the raster has renders the SVG after all (`rendered`, read only then).
 */
export function artOfPrintRaster(readRaster: () => Promise<Buffer>, style: ArtStyle, width: number, height: number, rendered: () => Promise<ArtRenderedForPrint>): Art {
  return {
    kind: 'rendered-for-print',
    width,
    height,
    render: async (widthPx, visible) => {
      const raster = await readRaster();
      const { width: rasterWidth = 0, height: rasterHeight = 0 } = await sharp(raster).metadata();
      if (widthPx > rasterWidth) return (await rendered()).render(widthPx, visible);
      const part = visible ? pixelArea(visible, rasterWidth, rasterHeight) : { left: 0, top: 0, width: rasterWidth, height: rasterHeight };
      const keptWidth = Math.max(1, Math.round((part.width * widthPx) / rasterWidth));
      const data = await inRenderSlot(() => sharp(raster).extract(part).resize(keptWidth).jpeg({ quality: PRINT_JPEG_QUALITY[style] }).toBuffer());
      const { height: heightPx = Math.round((keptWidth * part.height) / part.width) } = await sharp(data).metadata();
      return { kind: 'raster', data, widthPx: keptWidth, heightPx };
    },
  };
}
