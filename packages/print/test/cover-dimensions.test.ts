import { describe, expect, it } from 'vitest';
import type { Binding, PrintPaperSize } from '@studio/contracts/print-options';
import { coverSheetLayout, fitPages } from '../src/catalogue';
import { renderCoverSpreadPdf } from '../src/render-book-pdf';
import { rasterArt, sampleBook } from './fixtures/books';
import { pdfPageBoxes, pdfWords, writeTempPdf } from './pdf-tools';

/**
 * Lulu's cover dimensions (what its `/cover-dimensions/` answers and its templates measure), in inches,
 * width × height of the whole cover sheet, for the quoted (padded) page count:
 * - paperback (perfect bound): 0.125 in bleed + back + spine (pages / 444 + 0.06 in) + front + 0.125 in bleed;
 * - hardcover (casewrap): 0.75 in wrap + 0.125 in bleed on every outer side, and the spine from Lulu's
 *   table (24–84 pages 0.25 in, 85–140 0.5 in, 141–168 0.625 in, 169–194 0.688 in, 195–222 0.75 in);
 * - stapled and coil: back + front with 0.125 in bleed, no spine.
 * A Letter hardcover of 24 pages is 19.0 × 12.75 in (issue 29 measured ours at 17.364 × 11.25).
 */
const LULU_COVER_IN: Record<PrintPaperSize, Record<number, Partial<Record<Binding, [number, number]>>>> = {
  a4: {
    24: { perfect: [16.918, 11.943], hardcover: [18.535, 13.443], saddle_stitch: [16.785, 11.943], coil: [16.785, 11.943] },
    32: { perfect: [16.918, 11.943], hardcover: [18.535, 13.443], saddle_stitch: [16.785, 11.943], coil: [16.785, 11.943] },
    100: { perfect: [17.071, 11.943], hardcover: [18.785, 13.443], coil: [16.785, 11.943] },
    200: { perfect: [17.296, 11.943], hardcover: [19.035, 13.443], coil: [16.785, 11.943] },
  },
  a5: {
    24: { perfect: [12.036, 8.518], hardcover: [13.654, 10.018], saddle_stitch: [11.904, 8.518], coil: [11.904, 8.518] },
    32: { perfect: [12.036, 8.518], hardcover: [13.654, 10.018], saddle_stitch: [11.904, 8.518], coil: [11.904, 8.518] },
    100: { perfect: [12.189, 8.518], hardcover: [13.904, 10.018], coil: [11.904, 8.518] },
    200: { perfect: [12.414, 8.518], hardcover: [14.154, 10.018], coil: [11.904, 8.518] },
  },
  us_letter: {
    24: { perfect: [17.382, 11.25], hardcover: [19.0, 12.75], saddle_stitch: [17.25, 11.25], coil: [17.25, 11.25] },
    32: { perfect: [17.382, 11.25], hardcover: [19.0, 12.75], saddle_stitch: [17.25, 11.25], coil: [17.25, 11.25] },
    100: { perfect: [17.535, 11.25], hardcover: [19.25, 12.75], coil: [17.25, 11.25] },
    200: { perfect: [17.76, 11.25], hardcover: [19.5, 12.75], coil: [17.25, 11.25] },
  },
  square_8_5: {
    24: { perfect: [17.382, 8.75], hardcover: [19.0, 10.25], saddle_stitch: [17.25, 8.75], coil: [17.25, 8.75] },
    32: { perfect: [17.382, 8.75], hardcover: [19.0, 10.25], saddle_stitch: [17.25, 8.75], coil: [17.25, 8.75] },
    100: { perfect: [17.535, 8.75], hardcover: [19.25, 10.25], coil: [17.25, 8.75] },
    200: { perfect: [17.76, 8.75], hardcover: [19.5, 10.25], coil: [17.25, 8.75] },
  },
};

const book = { ...sampleBook(2, { cover: rasterArt(64, 64) }), blurb: 'A short line for the back cover.' };
const cases = Object.entries(LULU_COVER_IN).flatMap(([paperSize, byPages]) =>
  Object.entries(byPages).flatMap(([pages, byBinding]) => Object.entries(byBinding).map(([binding, size]) => ({ paperSize: paperSize as PrintPaperSize, pages: Number(pages), binding: binding as Binding, size: size! }))),
);

describe("cover sheets measured by poppler equal Lulu's cover dimensions", () => {
  it.each(cases)('$paperSize $binding at $pages pages: $size.0 × $size.1 in', async ({ paperSize, pages, binding, size }) => {
    const fit = fitPages(binding, pages);
    if (!fit.ok) throw new Error(fit.reason);
    const { pdf } = await renderCoverSpreadPdf(book, coverSheetLayout({ paper_size: paperSize, binding, paper_type: 'standard' }, fit.printedPages));
    const { MediaBox } = pdfPageBoxes(writeTempPdf(pdf), 1);
    const [width, height] = [(MediaBox[2] - MediaBox[0]) / 72, (MediaBox[3] - MediaBox[1]) / 72];
    expect(Math.abs(width - size[0])).toBeLessThanOrEqual(0.002);
    expect(Math.abs(height - size[1])).toBeLessThanOrEqual(0.002);
  });
});

describe("the cover's lettering keeps Lulu's 0.5 in safety margin", () => {
  it.each(['perfect', 'hardcover'] as const)('%s: every word off the spine is at least 0.5 in inside the trim', async (binding) => {
    const layout = coverSheetLayout({ paper_size: 'us_letter', binding, paper_type: 'standard' }, 100);
    const { pdf } = await renderCoverSpreadPdf({ ...book, blurb: 'A longer line for the back cover, long enough to wrap over two or three lines of the blurb.' }, layout);
    const file = writeTempPdf(pdf);
    const { MediaBox, TrimBox } = pdfPageBoxes(file, 1);
    // pdftotext measures from the top left of the MediaBox.
    const trim = { left: TrimBox[0], right: TrimBox[2], top: MediaBox[3] - TrimBox[3], bottom: MediaBox[3] - TrimBox[1] };
    const spine = { left: (trim.left + trim.right) / 2 - (layout.spineMm / 25.4) * 36, right: (trim.left + trim.right) / 2 + (layout.spineMm / 25.4) * 36 };
    const words = pdfWords(file).filter((word) => word.xMax <= spine.left || word.xMin >= spine.right);
    expect(words.length).toBeGreaterThan(10);
    const safety = 0.5 * 72 - 0.5;
    const tooClose = words.filter((word) => word.xMin < trim.left + safety || word.xMax > trim.right - safety || word.yMin < trim.top + safety || word.yMax > trim.bottom - safety);
    expect(tooClose).toEqual([]);
  });
});
