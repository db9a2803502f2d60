import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

const MM = 72 / 25.4;
const A4 = { width: 210, height: 297 };
const A5 = { width: 148, height: 210 };

/** A picture of `width` × `height` pixels with some detail (so its encoding is honest), as PNG. */
async function picture(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#7fb8d8"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#e8833a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface PageSpec {
  trimMm: { width: number; height: number };
  bleedMm?: number;
  /** A picture of this many pixels across, drawn `imageMm` wide (the whole trim width by default). */
  imagePx?: number;
  imageMm?: number;
  text?: boolean;
}

/** Builds a PDF page by page as a layout program would export it, with print boxes when it has bleed. */
export async function buildPdf(pages: PageSpec[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = pages.some((page) => page.text) ? await document.embedFont(StandardFonts.Helvetica) : null;
  for (const spec of pages) {
    const bleed = (spec.bleedMm ?? 0) * MM;
    const width = spec.trimMm.width * MM + 2 * bleed;
    const height = spec.trimMm.height * MM + 2 * bleed;
    const page = document.addPage([width, height]);
    if (bleed > 0) {
      page.setTrimBox(bleed, bleed, spec.trimMm.width * MM, spec.trimMm.height * MM);
      page.setBleedBox(0, 0, width, height);
    }
    if (spec.imagePx) {
      const image = await document.embedPng(await picture(spec.imagePx, Math.round(spec.imagePx * 0.75)));
      const drawnWidth = (spec.imageMm ?? spec.trimMm.width) * MM;
      page.drawImage(image, { x: bleed, y: bleed + 20, width: drawnWidth, height: drawnWidth * 0.75 });
    }
    if (font && spec.text) page.drawText('Once upon a time', { x: bleed + 40, y: bleed + 40, size: 14, font });
  }
  return Buffer.from(await document.save());
}

/** A4 pages with 3 mm bleed and a 330 ppi picture on each: everything a printer wants. */
export const goodA4 = (pages = 24) => buildPdf(Array.from({ length: pages }, () => ({ trimMm: A4, bleedMm: 3, imagePx: 1300, imageMm: 100 })));
/** One plain A5 page: quick to analyse and draw, for tests about everything but the check. */
export const onePage = () => buildPdf([{ trimMm: A5 }]);
export const a5NoBleed = () => buildPdf(Array.from({ length: 8 }, () => ({ trimMm: A5, imagePx: 1000, imageMm: 80 })));
export const mixedSizes = () => buildPdf([{ trimMm: A4 }, { trimMm: A4 }, { trimMm: A5 }, { trimMm: A4 }]);
export const lowResolution = () => buildPdf([{ trimMm: A4, bleedMm: 3, imagePx: 1300, imageMm: 100 }, { trimMm: A4, bleedMm: 3, imagePx: 300 }, { trimMm: A4, bleedMm: 3, imagePx: 1000, imageMm: 100 }, { trimMm: A4, bleedMm: 3 }]);
export const fontNotEmbedded = () => buildPdf([{ trimMm: A4, bleedMm: 3, text: true }, { trimMm: A4, bleedMm: 3 }]);
export const noPages = async () => Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false }));

/** A PDF whose trailer names an encryption dictionary, as a password-protected export has. */
export async function encrypted(): Promise<Buffer> {
  const document = await PDFDocument.load(await buildPdf([{ trimMm: A4 }]));
  const encrypt = document.context.obj({ Filter: PDFName.of('Standard'), V: 1, R: 2, P: -44, O: document.context.obj([]), U: document.context.obj([]) });
  document.context.trailerInfo.Encrypt = encrypt;
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** The first 40 % of a good file, as an upload cut off would leave it (4 pages are enough to cut mid-way: cheaper to make than 24). */
export async function truncated(): Promise<Buffer> {
  const whole = await goodA4(4);
  return whole.subarray(0, Math.floor(whole.length * 0.4));
}
