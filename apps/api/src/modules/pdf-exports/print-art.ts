import sharp from 'sharp';
import type { ArtStyle } from '@studio/contracts/stories';
import { printsAsVector, rasterize } from '@studio/illustrator';
import type { Art } from '@studio/print';

/** Print pictures are photographic texture, where JPEG at this quality keeps files small with no visible loss. */
const PRINT_JPEG_QUALITY = 90;

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
    render: async (widthPx) => {
      const data = await rasterize(svg, { width: widthPx, format: 'jpeg', quality: PRINT_JPEG_QUALITY });
      const { height: heightPx = Math.round((widthPx * height) / width) } = await sharp(data).metadata();
      return { kind: 'raster', data, widthPx, heightPx };
    },
  };
}

/** Stored raster art (model pictures): the JPEG print master goes in untouched. */
export async function artOfJpeg(data: Buffer, fallbackWidth: number, fallbackHeight: number): Promise<Art> {
  const { width, height } = await sharp(data).metadata();
  return { kind: 'raster', data, widthPx: width ?? fallbackWidth, heightPx: height ?? fallbackHeight };
}
