import { readFile } from 'node:fs/promises';
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, PDFStream, type PDFObject, type PDFPage } from 'pdf-lib';
import { imagesDrawnOnPage } from './content-images';
import { actionFacts, type PdfActionFacts } from './pdf-actions';
import { InflateBudget, InflateLimitError, type PdfReadingLimits } from './pdf-limits';

/** [x0, y0, x1, y1] in points. */
export type PdfBox = [number, number, number, number];

export interface PdfPageFacts {
  page: number;
  mediaBox: PdfBox;
  /** As written (inherited from the page tree when the page has none); null when absent. */
  cropBox: PdfBox | null;
  trimBox: PdfBox | null;
  bleedBox: PdfBox | null;
  /** Clockwise turn the page is shown with: 0, 90, 180 or 270. */
  rotate: 0 | 90 | 180 | 270;
}

export interface PdfFontFacts {
  name: string;
  embedded: boolean;
  pages: number[];
}

export interface PdfImageFacts {
  page: number;
  widthPx: number;
  heightPx: number;
  /** Where it is drawn, in the page's own (unrotated) coordinates. */
  box: PdfBox;
  /** Effective resolution where it is drawn: pixels per inch of the printed size, the lower of the two axes. */
  ppi: number;
}

export type PdfColour = 'rgb' | 'cmyk' | 'gray';

export interface PdfFacts {
  pageCount: number;
  pages: PdfPageFacts[];
  fonts: PdfFontFacts[];
  images: PdfImageFacts[];
  /** Colour spaces of the pictures. */
  colours: PdfColour[];
  actions: PdfActionFacts;
}

export type UnreadableReason = 'encrypted' | 'damaged' | 'empty' | 'too-many-pages' | 'too-complex';

export class UnreadablePdfError extends Error {
  constructor(
    readonly reason: UnreadableReason,
    message: string,
  ) {
    super(message);
  }
}

export const DAMAGED = 'The file is damaged and cannot be read. Export the PDF again from the program that made it.';
export const TOO_COMPLEX = 'The file is too large or too complex for us to read safely (its pages would take too long or too much memory to open). Export it again as a simpler PDF (flattened, with pictures at print size) and upload that copy.';

/**
 * The file's bytes up to its last `%%EOF`: what follows the end of a PDF is not part of it, and
 * pdf-lib would read megabytes of it byte by byte.
 */
export async function readPdfBytes(path: string): Promise<Uint8Array> {
  const bytes = await readFile(path);
  const end = bytes.lastIndexOf('%%EOF');
  return end < 0 ? bytes : bytes.subarray(0, end + 5);
}

/**
 * What a print shop's preflight needs to know of a PDF, read with pdf-lib: page boxes, fonts and
 * picture colour spaces from its objects, and the size each picture is drawn at from the content
 * streams' transforms (no picture is decoded). An encrypted, damaged or empty file, one with more
 * pages than `limits.maxPages`, or one whose content streams inflate past `limits.maxInflatedBytes`,
 * is an UnreadablePdfError with words a customer understands.
 */
export async function readPdfFacts(bytes: Uint8Array, limits: Pick<PdfReadingLimits, 'maxPages' | 'maxInflatedBytes'>, onPage?: (page: number, of: number) => Promise<void> | void): Promise<PdfFacts> {
  const objects = await loadObjects(bytes);
  const pageCount = objects.getPageCount();
  if (pageCount === 0) throw new UnreadablePdfError('empty', 'The file has no pages.');
  if (pageCount > limits.maxPages) throw new UnreadablePdfError('too-many-pages', `The file has ${pageCount} pages; we read books of up to ${limits.maxPages} pages (no binding prints more). Split it into volumes and upload each.`);
  const pageObjects = objects.getPages();
  const pages = pageObjects.map((page, index) => ({
    page: index + 1,
    mediaBox: boxOf(page.node.MediaBox()) ?? [0, 0, page.getWidth(), page.getHeight()],
    cropBox: boxOf(page.node.CropBox()),
    trimBox: boxOf(page.node.lookup(PDFName.of('TrimBox'))),
    bleedBox: boxOf(page.node.lookup(PDFName.of('BleedBox'))),
    rotate: rotationOf(page),
  }));
  const { fonts, colours } = resourceFacts(objects);
  const images: PdfImageFacts[] = [];
  const budget = new InflateBudget(limits.maxInflatedBytes);
  for (let index = 0; index < pageCount; index += 1) {
    images.push(...imagesOnPage(objects, pageObjects[index]!, index + 1, budget));
    await onPage?.(index + 1, pageCount);
  }
  return { pageCount, pages, fonts, images, colours, actions: actionFacts(objects) };
}

/** Each picture's effective resolution where it is drawn; pictures too small to matter (under 0.05 in) are left out. */
function imagesOnPage(document: PDFDocument, page: PDFPage, pageNumber: number, budget: InflateBudget): PdfImageFacts[] {
  let drawn;
  try {
    drawn = imagesDrawnOnPage(document, page, budget);
  } catch (error) {
    if (error instanceof InflateLimitError) throw new UnreadablePdfError('too-complex', `Page ${pageNumber}: ${TOO_COMPLEX}`);
    throw new UnreadablePdfError('damaged', `Page ${pageNumber} of the file is damaged and cannot be read. Export the PDF again from the program that made it.`);
  }
  return drawn
    .filter((image) => image.widthPt / 72 >= 0.05 && image.heightPt / 72 >= 0.05 && image.widthPx > 0 && image.heightPx > 0)
    .map((image) => ({ page: pageNumber, widthPx: image.widthPx, heightPx: image.heightPx, box: image.box, ppi: Math.round(Math.min(image.widthPx / (image.widthPt / 72), image.heightPx / (image.heightPt / 72))) }));
}

async function loadObjects(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    // pdf-lib's errors are ES5 subclasses of Error, so instanceof cannot be trusted: its message can.
    if (error instanceof EncryptedPDFError || /is encrypted/.test((error as Error).message)) throw new UnreadablePdfError('encrypted', 'The file is protected with a password or encryption. Save it again without protection and upload that copy.');
    throw new UnreadablePdfError('damaged', DAMAGED);
  }
}

/** The page's /Rotate as a quarter turn; anything that is not a multiple of 90 is ignored, as viewers do. */
function rotationOf(page: PDFPage): PdfPageFacts['rotate'] {
  let angle = 0;
  try {
    angle = page.getRotation().angle;
  } catch {
    return 0;
  }
  const turned = ((Math.round(angle) % 360) + 360) % 360;
  return turned === 90 || turned === 180 || turned === 270 ? turned : 0;
}

function boxOf(value: PDFObject | undefined): PdfBox | null {
  if (!(value instanceof PDFArray) || value.size() !== 4) return null;
  const numbers = value.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN));
  if (numbers.some(Number.isNaN)) return null;
  const [x0, y0, x1, y1] = numbers as PdfBox;
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

/** Fonts (embedded or not) and picture colour spaces named by each page's resources, one level into forms. */
function resourceFacts(document: PDFDocument): { fonts: PdfFontFacts[]; colours: PdfColour[] } {
  const fonts = new Map<string, PdfFontFacts>();
  const colours = new Set<PdfColour>();
  const resolve = (value: PDFObject | undefined) => (value instanceof PDFRef ? document.context.lookup(value) : value);
  const lookup = <T extends PDFObject>(value: PDFObject | undefined, type: { prototype: T }): T | undefined => {
    const resolved = resolve(value);
    return resolved instanceof (type as unknown as new () => T) ? resolved : undefined;
  };
  const visit = (resources: PDFDict | undefined, page: number, depth: number) => {
    if (!resources) return;
    const fontDict = lookup(resources.get(PDFName.of('Font')), PDFDict);
    for (const [, ref] of fontDict?.entries() ?? []) {
      const font = lookup(ref, PDFDict);
      if (!font) continue;
      const name = (font.get(PDFName.of('BaseFont')) as PDFName | undefined)?.decodeText() ?? 'unnamed font';
      const entry = fonts.get(name) ?? { name: name.replace(/^[A-Z]{6}\+/, ''), embedded: isEmbedded(font), pages: [] };
      if (!entry.pages.includes(page)) entry.pages.push(page);
      fonts.set(name, entry);
    }
    const xObjects = lookup(resources.get(PDFName.of('XObject')), PDFDict);
    for (const [, ref] of xObjects?.entries() ?? []) {
      const stream = lookup(ref, PDFStream);
      if (!stream) continue;
      const subtype = (stream.dict.get(PDFName.of('Subtype')) as PDFName | undefined)?.decodeText();
      if (subtype === 'Image') {
        const colour = colourOf(stream.dict.get(PDFName.of('ColorSpace')));
        if (colour) colours.add(colour);
      } else if (subtype === 'Form' && depth < 2) {
        visit(lookup(stream.dict.get(PDFName.of('Resources')), PDFDict), page, depth + 1);
      }
    }
  };
  const isEmbedded = (font: PDFDict): boolean => {
    if ((font.get(PDFName.of('Subtype')) as PDFName | undefined)?.decodeText() === 'Type3') return true;
    const descendant = lookup(font.get(PDFName.of('DescendantFonts')), PDFArray)?.get(0);
    const descriptor = lookup((descendant ? lookup(descendant, PDFDict) : font)?.get(PDFName.of('FontDescriptor')), PDFDict);
    return Boolean(descriptor && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.get(PDFName.of(key))));
  };
  const colourOf = (space: PDFObject | undefined): PdfColour | null => {
    const resolved = space instanceof PDFRef ? document.context.lookup(space) : space;
    const name = resolved instanceof PDFName ? resolved.decodeText() : resolved instanceof PDFArray ? (resolved.get(0) as PDFName | undefined)?.decodeText() : undefined;
    if (name === 'DeviceRGB' || name === 'CalRGB') return 'rgb';
    if (name === 'DeviceCMYK') return 'cmyk';
    if (name === 'DeviceGray' || name === 'CalGray') return 'gray';
    if (name === 'ICCBased' && resolved instanceof PDFArray) {
      const n = lookup(resolved.get(1), PDFStream)?.dict.get(PDFName.of('N'));
      return n instanceof PDFNumber ? ({ 1: 'gray', 3: 'rgb', 4: 'cmyk' } as const)[n.asNumber() as 1 | 3 | 4] ?? null : null;
    }
    if (name === 'Indexed' && resolved instanceof PDFArray) return colourOf(resolved.get(1));
    return null;
  };
  document.getPages().forEach((page, index) => visit(page.node.Resources(), index + 1, 0));
  return { fonts: [...fonts.values()], colours: [...colours] };
}
