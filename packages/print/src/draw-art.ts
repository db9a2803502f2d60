import { svgToPdf } from './svg-to-pdf';
import type { DrawableArt, PreflightImage, RasterArt } from './book';
import type { BookFonts } from './fonts';
import { effectiveDpi, placeArt, type ArtFit } from './art-placement';
import type { Rect } from './rect';
import { svgIntrinsicSize } from './svg-size';
import { withoutFilterPaintedLayers } from './svg-filters';

const FILTERS_LEFT_OUT = 'picture: SVG filter effects (textures, watercolour edges) are left out of the print';

export interface DrawnArt {
  image: Omit<PreflightImage, 'page'>;
  /** Where the picture's visible part landed. */
  visible: Rect;
  warnings: string[];
}

/** Draws a picture into `box`, clipped to it: SVG stays vector, raster is placed at its effective DPI. */
export function drawArt(doc: PDFKit.PDFDocument, fonts: BookFonts, art: DrawableArt, box: Rect, fit: ArtFit): DrawnArt {
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  const drawn = art.kind === 'svg' ? drawSvg(doc, fonts, art.svg, box, fit) : drawRaster(doc, art, box, fit);
  doc.restore();
  return drawn;
}

function drawSvg(doc: PDFKit.PDFDocument, fonts: BookFonts, svg: string, box: Rect, fit: ArtFit): DrawnArt {
  const warnings = new Set<string>();
  const size = svgIntrinsicSize(svg);
  const printable = withoutFilterPaintedLayers(svg);
  if (printable.hadFilters) warnings.add(FILTERS_LEFT_OUT);
  svgToPdf(doc, printable.svg, box.x, box.y, {
    width: box.width,
    height: box.height,
    preserveAspectRatio: fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet',
    assumePt: true,
    fontCallback: fonts.svgFontCallback,
    warningCallback: (message) => warnings.add(`picture: ${message}`),
  });
  const visible = size && fit === 'contain' ? placeArt(size.width, size.height, box, fit) : box;
  return { image: { kind: 'vector', dpi: null }, visible, warnings: [...warnings] };
}

function drawRaster(doc: PDFKit.PDFDocument, art: RasterArt, box: Rect, fit: ArtFit): DrawnArt {
  const placed = placeArt(art.widthPx, art.heightPx, box, fit);
  doc.image(art.data, placed.x, placed.y, { width: placed.width, height: placed.height });
  const visible = fit === 'contain' ? placed : box;
  return { image: { kind: 'raster', dpi: effectiveDpi(art.widthPx, placed.width) }, visible, warnings: [] };
}
