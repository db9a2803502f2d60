import { describe, expect, it } from 'vitest';
import type { PrintPaperSize } from '@studio/contracts/print-options';
import { coverSheetLayout } from '../src/catalogue';
import { SAFE_MARGIN_MM } from '../src/page-geometry';
import { renderCoverSpreadPdf } from '../src/render-book-pdf';
import { rasterArt, sampleBook } from './fixtures/books';
import { pdfPageBoxes, pdfQrCodes as decodeQr, pdfWords, writeTempPdf } from './pdf-tools';

const URL = 'https://storybook.example/read/Xq3-_b9ZkP0aTr7mW2cYv1LsN8eH4dJ6fG5uQyKiOoA';
const PT_PER_MM = 72 / 25.4;

const book = { ...sampleBook(2, { cover: rasterArt(64, 64) }), blurb: 'Mia and Pip lose their kite in the forest and find a friend who helps them bring it home before dark.' };

describe('the QR code on the back cover opens the read-aloud version', () => {
  it.each<[PrintPaperSize, 'perfect' | 'hardcover']>([
    ['a5', 'perfect'],
    ['us_letter', 'hardcover'],
    ['square_8_5', 'perfect'],
  ])('%s %s: zbarimg reads the link from the rendered cover, inside the back cover safety margin and above Lulu’s barcode area', async (paperSize, binding) => {
    const layout = coverSheetLayout({ paper_size: paperSize, binding, paper_type: 'standard' }, 32);
    const file = writeTempPdf((await renderCoverSpreadPdf({ ...book, readAloudUrl: URL }, layout)).pdf);
    expect(decodeQr(file)).toEqual([URL]);

    // The back cover's safe area (trim less 0.5 in), above Lulu's barcode area (3.625 × 1.25 in, 0.375 in
    // from the spine and the bottom trim), measured from the top left of the sheet as poppler renders it.
    const { MediaBox, TrimBox } = pdfPageBoxes(file, 1);
    const trim = { left: TrimBox[0], top: MediaBox[3] - TrimBox[3], bottom: MediaBox[3] - TrimBox[1], width: TrimBox[2] - TrimBox[0] };
    const backWidth = (trim.width - layout.spineMm * PT_PER_MM) / 2;
    const safe = SAFE_MARGIN_MM * PT_PER_MM;
    const barcodeTop = trim.bottom - (0.375 + 1.25) * 72;
    const allowed = { x: trim.left + safe, y: trim.top + safe, width: backWidth - 2 * safe, height: barcodeTop - (trim.top + safe) };
    // The whole code is in that region: cut out alone, it still reads.
    expect(decodeQr(file, allowed)).toEqual([URL]);
    // At a phone's 30 cm: at least 30 mm wide (measured by the link text beside it, which starts right of the code).
    const linkWords = pdfWords(file).filter((word) => word.text.startsWith('https://'));
    expect(linkWords.length).toBeGreaterThan(0);
    expect(linkWords[0]!.xMin - allowed.x).toBeGreaterThanOrEqual(30 * PT_PER_MM);
    expect(Math.max(...linkWords.map((word) => word.xMax))).toBeLessThanOrEqual(allowed.x + allowed.width);
  }, 60_000);

  it('is not printed when the order asked for none', async () => {
    const layout = coverSheetLayout({ paper_size: 'a5', binding: 'perfect', paper_type: 'standard' }, 32);
    expect(decodeQr(writeTempPdf((await renderCoverSpreadPdf(book, layout)).pdf))).toEqual([]);
  }, 60_000);
});
