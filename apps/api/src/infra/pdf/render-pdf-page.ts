import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A page of a PDF drawn as a picture `widthPx` wide (pdf.js onto a native canvas), as WebP. */
export async function renderPdfPage(document: PDFDocumentProxy, pageNumber: number, widthPx: number): Promise<Buffer> {
  const page = await document.getPage(pageNumber);
  try {
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: widthPx / unscaled.width });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
    const context = canvas.getContext('2d');
    // Pages without a background are white paper, not transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return await canvas.encode('webp', 82);
  } finally {
    page.cleanup();
  }
}
