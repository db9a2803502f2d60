import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Art } from '../src/book';
import { renderBookPdf } from '../src/render-book-pdf';
import { sampleBook } from './fixtures/books';
import { pdfImages, pdfPageCount, writeTempPdf } from './pdf-tools';

/**
 * Issue 29: a black-and-white interior carries no colour — not the pictures (given in greys by the
 * API's print art), nor the title page's lettering, the paper-coloured backgrounds or the decorations.
 */
async function greyPicture(): Promise<Art> {
  const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e8833a' } }).grayscale().toColourspace('b-w').jpeg().toBuffer();
  return { kind: 'raster', data, widthPx: 900, heightPx: 600 };
}

/** The most any pixel of any page strays from grey (max − min of its R, G, B), rendered by poppler. */
function mostColourful(file: string): number {
  let worst = 0;
  for (let page = 1; page <= pdfPageCount(file); page += 1) {
    const ppm = execFileSync('pdftoppm', ['-r', '20', '-f', String(page), '-l', String(page), '-singlefile', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    const header = /^P6\s+\d+\s+\d+\s+\d+\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
    for (let at = header[0].length; at + 2 < ppm.length; at += 3) worst = Math.max(worst, Math.max(ppm[at]!, ppm[at + 1]!, ppm[at + 2]!) - Math.min(ppm[at]!, ppm[at + 1]!, ppm[at + 2]!));
  }
  return worst;
}

describe('a black-and-white interior', () => {
  it('has grey pictures only, and every rendered pixel is grey; the same book in colour is not', { timeout: 60_000 }, async () => {
    const picture = await greyPicture();
    const book = sampleBook(4, { cover: picture });
    book.pages = book.pages.map((page) => ({ ...page, art: picture }));
    const options = { paperSize: 'a5', bleedMm: 3.175, part: 'interior' } as const;
    const grey = writeTempPdf((await renderBookPdf(book, { ...options, grayscale: true })).pdf);
    expect(new Set(pdfImages(grey).map((image) => image.color))).toEqual(new Set(['gray']));
    expect(mostColourful(grey)).toBeLessThanOrEqual(2);

    const colour = writeTempPdf((await renderBookPdf(book, options)).pdf);
    expect(mostColourful(colour)).toBeGreaterThan(30);
  });
});
