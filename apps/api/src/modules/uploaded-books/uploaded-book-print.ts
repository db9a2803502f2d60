import sharp from 'sharp';
import type { AppContext } from '../../app-context';
import { withPdfReader } from '../../infra/pdf/pdf-reader';
import { withLocalCopy } from './local-copy';
import { findBook } from './repo';

export interface UploadedBookForPrint {
  title: string;
  description: string;
  /** The interior: the file as uploaded (in greys for a black-and-white print), with blank pages added at the end up to the printed count. */
  interior: Buffer | null;
  /** The original's key, when no page is added and it prints as it is. */
  originalKey: string;
  /** Page 1 drawn at print resolution, for the front cover. */
  coverJpeg: { data: Buffer; widthPx: number; heightPx: number };
}

/** Print resolution of the cover picture taken from page 1, and of the pages of a black-and-white copy. */
const PRINT_PPI = 300;

/** What the print files job needs of an uploaded book; the book is read from storage once, in the PDF worker thread. */
export async function uploadedBookForPrint(context: AppContext, bookId: string, printedPages: number, options: { greyscale: boolean }): Promise<UploadedBookForPrint> {
  const book = await findBook(context.db, bookId);
  if (!book || book.status !== 'ready' || !book.analysis) throw new Error(`Uploaded book ${bookId} is not ready to print`);
  const trim = book.analysis.trim_mm ?? book.analysis.pages[0]!.trim_mm;
  return withLocalCopy(context, book.fileKey, (path) =>
    withPdfReader(path, context.config.pdf, async (reader) => {
      const webp = await reader.draw(1, Math.round((trim.width / 25.4) * PRINT_PPI));
      const { data, info } = await sharp(webp).jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
      // A black-and-white print gets no colour at all: the printer's BW product would otherwise get the colour file as uploaded.
      const interior = options.greyscale ? await reader.greyscale(book.analysis!.page_count, printedPages, PRINT_PPI) : await reader.padded(printedPages);
      return { title: book.title, description: book.description, interior, originalKey: book.fileKey, coverJpeg: { data, widthPx: info.width, heightPx: info.height } };
    }),
  );
}
