import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { BookForPrint, Preflight, RenderBookOptions } from './book';
import { layoutBook } from './layout-book';
import { DEFAULT_PAPER_SIZE } from './paper-sizes';
import { PrintDocument } from './print-document';

/**
 * Lays out the book and streams the PDF into `output` (a file, an upload) page by page, so the
 * whole file never has to sit in memory. Resolves with the preflight once `output` has it all.
 */
export async function streamBookPdf(book: BookForPrint, options: RenderBookOptions, output: Writable): Promise<Preflight> {
  const print = new PrintDocument(options.paperSize ?? DEFAULT_PAPER_SIZE, { title: book.title, author: book.author });
  print.doc.pipe(output);
  const done = finished(output);
  try {
    await layoutBook(print, book);
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
  const chunks: Buffer[] = [];
  const collector = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const preflight = await streamBookPdf(book, options, collector);
  return { pdf: Buffer.concat(chunks), preflight };
}
