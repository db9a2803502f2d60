import { readFile } from 'node:fs/promises';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DAMAGED, UnreadablePdfError } from './pdf-facts';
import { MAX_DRAWN_IMAGE_PIXELS } from './pdf-limits';

/**
 * A pdf.js document for page pictures, given the file's bytes once (ADR 038: reading in ranges held a
 * large object three times over — pdf.js's whole-file buffer, the range's chunks and their join — 490 MB
 * for one 150 MB photo); pictures larger than print needs are left out of the drawing, not decoded.
 * pdf.js is loaded on first use, so reading the facts does not pay for it.
 */
export async function openForDrawing(path: string): Promise<PDFDocumentProxy> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    // The file whole (pdf.js reads past trailing junk): a Uint8Array over all of its buffer is taken as it is; a part of one is copied.
    const file = await readFile(path);
    const data = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    return await getDocument({ data, disableFontFace: true, isEvalSupported: false, verbosity: 0, stopAtErrors: true, maxImageSize: MAX_DRAWN_IMAGE_PIXELS }).promise;
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') throw new UnreadablePdfError('encrypted', 'The file is protected with a password. Save it again without protection and upload that copy.');
    throw new UnreadablePdfError('damaged', DAMAGED);
  }
}
