import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DAMAGED, UnreadablePdfError } from './pdf-facts';
import { MAX_DRAWN_IMAGE_PIXELS } from './pdf-limits';

/**
 * A pdf.js document for page pictures, read from disk in ranges as pages need them (a large file is
 * not held whole); pictures larger than print needs are left out of the drawing, not decoded.
 * pdf.js is loaded on first use, so reading the facts does not pay for it.
 */
export async function openForDrawing(path: string): Promise<PDFDocumentProxy> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    return await getDocument({ url: path, disableStream: true, disableAutoFetch: true, disableFontFace: true, isEvalSupported: false, verbosity: 0, stopAtErrors: true, maxImageSize: MAX_DRAWN_IMAGE_PIXELS }).promise;
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') throw new UnreadablePdfError('encrypted', 'The file is protected with a password. Save it again without protection and upload that copy.');
    throw new UnreadablePdfError('damaged', DAMAGED);
  }
}
