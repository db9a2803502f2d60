import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { BookForPrint, Preflight, RenderBookOptions, RenderCoverSpreadOptions } from './book';
import { layoutBook } from './layout-book';
import { drawCoverSpread } from './pages/cover-spread-page';
import { DEFAULT_PAPER_SIZE } from './paper-sizes';
import { PrintDocument } from './print-document';

/**
 * Lays out the book and streams the PDF into `output` (a file, an upload) page by page, so the
 * whole file never has to sit in memory. Resolves with the preflight once `output` has it all.
 */
export async function streamBookPdf(book: BookForPrint, options: RenderBookOptions, output: Writable): Promise<Preflight> {
  const print = new PrintDocument(options.paperSize ?? DEFAULT_PAPER_SIZE, { title: book.title, author: book.author }, { bleedMm: options.bleedMm, renderAhead: options.renderAhead, grayscale: options.grayscale });
  return streamDocument(print, output, () => layoutBook(print, book, options));
}

/** The cover of a bound book as the printer wants it: one sheet with back, spine and front. */
export async function streamCoverSpreadPdf(book: BookForPrint, options: RenderCoverSpreadOptions, output: Writable): Promise<Preflight> {
  const print = new PrintDocument(options.paperSize, { title: book.title, author: book.author }, { bleedMm: options.bleedMm, spineMm: options.spineMm });
  return streamDocument(print, output, () => drawCoverSpread(print, book, options));
}

async function streamDocument(print: PrintDocument, output: Writable, draw: () => Promise<void>): Promise<Preflight> {
  print.doc.pipe(output);
  const done = finished(output);
  try {
    await draw();
  } catch (error) {
    output.destroy();
    await done.catch(() => undefined);
    throw error;
  }
  print.doc.end();
  await done;
  return print.preflight();
}

/** The PDF as one buffer, for callers that store it whole. */
export async function renderBookPdf(book: BookForPrint, options: RenderBookOptions = {}): Promise<{ pdf: Buffer; preflight: Preflight }> {
  return collect((output) => streamBookPdf(book, options, output));
}

export async function renderCoverSpreadPdf(book: BookForPrint, options: RenderCoverSpreadOptions): Promise<{ pdf: Buffer; preflight: Preflight }> {
  return collect((output) => streamCoverSpreadPdf(book, options, output));
}

async function collect(render: (output: Writable) => Promise<Preflight>): Promise<{ pdf: Buffer; preflight: Preflight }> {
  const chunks: Buffer[] = [];
  const collector = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const preflight = await render(collector);
  return { pdf: Buffer.concat(chunks), preflight };
}
