import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { openForDrawing } from '../../infra/pdf/pdf-facts';
import { renderPdfPage } from '../../infra/pdf/render-pdf-page';
import { withLocalCopy } from './local-copy';
import { findBook } from './repo';

export interface UploadedBookForPrint {
  title: string;
  description: string;
  /** The interior: the file as uploaded, with blank pages added at the end up to the printed count. */
  interior: Buffer | null;
  /** The original's key, when no page is added and it prints as it is. */
  originalKey: string;
  /** Page 1 drawn at print resolution, for the front cover. */
  coverJpeg: { data: Buffer; widthPx: number; heightPx: number };
}

/** Print resolution of the cover picture taken from page 1. */
const COVER_PPI = 300;

/** What the print files job needs of an uploaded book; the book is read from storage once. */
export async function uploadedBookForPrint(context: AppContext, bookId: string, printedPages: number): Promise<UploadedBookForPrint> {
  const book = await findBook(context.db, bookId);
  if (!book || book.status !== 'ready' || !book.analysis) throw new Error(`Uploaded book ${bookId} is not ready to print`);
  const trim = book.analysis.trim_mm ?? book.analysis.pages[0]!.trim_mm;
  return withLocalCopy(context, book.fileKey, async (path) => {
    const drawing = await openForDrawing(path);
    let cover;
    try {
      const webp = await renderPdfPage(drawing, 1, Math.round((trim.width / 25.4) * COVER_PPI));
      const { data, info } = await sharp(webp).jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
      cover = { data, widthPx: info.width, heightPx: info.height };
    } finally {
      await drawing.destroy();
    }
    return { title: book.title, description: book.description, interior: await padded(path, printedPages), originalKey: book.fileKey, coverJpeg: cover };
  });
}

/** The file with blank pages (the size of its last page) added up to `printedPages`; null when it already has them. */
async function padded(path: string, printedPages: number): Promise<Buffer | null> {
  const document = await PDFDocument.load(await readFile(path), { updateMetadata: false });
  const missing = printedPages - document.getPageCount();
  if (missing <= 0) return null;
  const last = document.getPage(document.getPageCount() - 1);
  const { width, height } = last.getMediaBox();
  for (let index = 0; index < missing; index += 1) {
    const page = document.addPage([width, height]);
    page.setTrimBox(...boxArgs(last.getTrimBox()));
    page.setBleedBox(...boxArgs(last.getBleedBox()));
  }
  return Buffer.from(await document.save());
}

const boxArgs = (box: { x: number; y: number; width: number; height: number }) => [box.x, box.y, box.width, box.height] as const;
