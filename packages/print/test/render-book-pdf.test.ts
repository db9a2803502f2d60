import { PDFName, PDFDocument as PdfLibDocument, type PDFPage } from 'pdf-lib';
import { createWriteStream, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Preflight } from '../src/book';
import { PAPER_SIZE_IDS, type PaperSizeId } from '../src/paper-sizes';
import { renderBookPdf, streamBookPdf } from '../src/render-book-pdf';
import { TextDoesNotFitError } from '../src/text-fit';
import { smartenQuotes } from '../src/typography';
import { mmToPt } from '../src/units';
import { rasterArt, RenderLog, sampleBook, svgScene } from './fixtures/books';
import { pdfCornerColor, pdfFonts, pdfImages, pdfPageCount, pdfPageText, pdfWords, writeTempPdf } from './pdf-tools';

interface RenderedBook {
  file: string;
  preflight: Preflight;
  pages: PDFPage[];
}

const rendered = new Map<PaperSizeId, RenderedBook>();
// Cover, title page, dedication, 5 story pages, "The End": 9 pages, so one blank pads it to 10.
const book = sampleBook(5);

beforeAll(async () => {
  for (const paperSize of PAPER_SIZE_IDS) {
    const { pdf, preflight } = await renderBookPdf(book, { paperSize });
    const pages = (await PdfLibDocument.load(pdf)).getPages();
    rendered.set(paperSize, { file: writeTempPdf(pdf), preflight, pages });
  }
});

function renderedBook(paperSize: PaperSizeId): RenderedBook {
  const result = rendered.get(paperSize);
  if (!result) throw new Error(`no ${paperSize} book rendered`);
  return result;
}

function boxOf(page: PDFPage, name: 'MediaBox' | 'TrimBox' | 'BleedBox'): number[] {
  const box = page.node.get(PDFName.of(name));
  if (!box) throw new Error(`page has no ${name}`);
  return box
    .toString()
    .replace(/[[\]]/g, '')
    .trim()
    .split(/\s+/)
    .map(Number);
}

describe.each(PAPER_SIZE_IDS)('a %s book read back', (paperSize) => {
  it('has an even page count equal to the preflight page count', () => {
    const { file, preflight, pages } = renderedBook(paperSize);
    expect(pages.length).toBe(10);
    expect(preflight.page_count).toBe(pages.length);
    expect(pdfPageCount(file)).toBe(pages.length);
  });

  it('sizes every page as trim + 0.125 in (Lulu\'s) bleed per side, with TrimBox and BleedBox set', () => {
    const { pages, preflight } = renderedBook(paperSize);
    const bleed = 0.125 * 72;
    const trimWidth = mmToPt(preflight.trim_mm.width);
    const trimHeight = mmToPt(preflight.trim_mm.height);
    for (const page of pages) {
      const [mx0, my0, mx1, my1] = boxOf(page, 'MediaBox');
      expect([mx0, my0]).toEqual([0, 0]);
      expect(mx1).toBeCloseTo(trimWidth + 2 * bleed, 0);
      expect(my1).toBeCloseTo(trimHeight + 2 * bleed, 0);
      expect(boxOf(page, 'BleedBox')).toEqual(boxOf(page, 'MediaBox').map((v) => Math.round(v * 1000) / 1000));
      const [tx0, ty0, tx1, ty1] = boxOf(page, 'TrimBox');
      expect(tx0).toBeCloseTo(bleed, 2);
      expect(ty0).toBeCloseTo(bleed, 2);
      expect((tx1 ?? 0) - (tx0 ?? 0)).toBeCloseTo(trimWidth, 0);
      expect((ty1 ?? 0) - (ty0 ?? 0)).toBeCloseTo(trimHeight, 0);
    }
    expect(preflight.bleed_mm).toBe(3.2);
  });

  it('embeds every font it uses, and the preflight names them', () => {
    const { file, preflight } = renderedBook(paperSize);
    const fonts = pdfFonts(file);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    const names = [...new Set(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')))].sort();
    expect(names).toEqual(preflight.fonts);
    expect(preflight.fonts).toEqual(expect.arrayContaining(['Fredoka-SemiBold', 'Nunito-Medium']));
  });

  it('keeps every word inside Lulu\'s 0.5 in safety margin', () => {
    const { trim_mm } = renderedBook(paperSize).preflight;
    const margin = (0.125 + 0.5) * 72; // bleed, then the safety margin inside the trim
    const safe = { x: margin, y: margin, width: mmToPt(trim_mm.width) - 72, height: mmToPt(trim_mm.height) - 72 };
    const words = pdfWords(renderedBook(paperSize).file);
    expect(words.length).toBeGreaterThan(50);
    const tolerance = 0.5;
    const outside = words.filter(
      (word) =>
        word.xMin < safe.x - tolerance ||
        word.yMin < safe.y - tolerance ||
        word.xMax > safe.x + safe.width + tolerance ||
        word.yMax > safe.y + safe.height + tolerance,
    );
    expect(outside).toEqual([]);
  });

  it('prints every word of every story page, none cut off', () => {
    const words = pdfWords(renderedBook(paperSize).file);
    book.pages.forEach((page, index) => {
      const printed = words.filter((word) => word.page === 4 + index).map((word) => word.text);
      expect(printed).toEqual(expect.arrayContaining(smartenQuotes(page.text).split(/\s+/)));
    });
  });

  it('runs the cover picture and the page tints into the bleed, leaving padding pages blank', () => {
    const { file } = renderedBook(paperSize);
    const [red, green, blue] = pdfCornerColor(file, 1);
    expect(red + green + blue).toBeLessThan(200); // the night sky of the cover scene, not white paper
    expect(pdfCornerColor(file, 2)).toEqual([0xff, 0xf8, 0xec]); // the warm paper tint
    expect(pdfCornerColor(file, 10)).toEqual([255, 255, 255]);
  });

  it('keeps SVG art vector: no raster image anywhere', () => {
    const { file, preflight } = renderedBook(paperSize);
    expect(pdfImages(file)).toEqual([]);
    expect(preflight.images).toHaveLength(6);
    expect(preflight.images.every((image) => image.kind === 'vector' && image.dpi === null)).toBe(true);
    expect(preflight.warnings).toEqual([]);
  });
});

describe('book structure', () => {
  it('runs cover, title page, dedication, story, "The End", then blank padding', () => {
    const { file } = renderedBook('a4');
    const text = (page: number) => pdfPageText(file, page).replace(/\s+/g, ' ').trim();
    expect(text(1)).toBe('Maya and the Moon Fox by Grandma Rose');
    expect(text(2)).toContain('Made with Storybook studio');
    expect(text(3)).toBe('For Maya, who always asks why.');
    expect(text(4)).toContain(smartenQuotes(book.pages[0]?.text ?? ''));
    expect(text(4)).toMatch(/ 4$/); // page number
    expect(text(9)).toBe('The End');
    expect(text(10)).toBe('');
  });

  it('leaves out what the book does not have: no author, no dedication', async () => {
    const { pdf } = await renderBookPdf(sampleBook(1, { author: undefined, dedication: undefined }), {});
    const file = writeTempPdf(pdf);
    expect(pdfPageText(file, 1).replace(/\s+/g, ' ').trim()).toBe('Maya and the Moon Fox');
    expect(pdfPageText(file, 2)).not.toContain('by ');
    expect(pdfPageText(file, 3).replace(/\s+/g, ' ')).toContain(smartenQuotes(sampleBook(1).pages[0]?.text ?? ''));
  });

  it('needs no padding when the count is already even', async () => {
    const { preflight } = await renderBookPdf(sampleBook(5, { dedication: undefined }), {});
    expect(preflight.page_count).toBe(8);
    expect(preflight.paper_size).toBe('a4');
  });

  it('sets pages without a picture as text only, and adds extra pages before the story', async () => {
    const withExtras = sampleBook(1, { extraPages: [{ heading: 'Meet the characters', art: svgScene('sea') }] });
    withExtras.pages.push({ page_number: 2, text: 'And they all slept soundly.', art: null });
    const { pdf, preflight } = await renderBookPdf(withExtras, {});
    const file = writeTempPdf(pdf);
    expect(pdfPageText(file, 4)).toContain('Meet the characters');
    expect(pdfPageText(file, 6)).toContain('And they all slept soundly.');
    expect(preflight.images.map((image) => image.page)).toEqual([1, 4, 5]);
  });

  it('rejects a story page whose text cannot fit, naming the page', async () => {
    const tooLong = sampleBook(3);
    const page = tooLong.pages[2];
    if (page) page.text = 'The fox ran on and on through the endless forest. '.repeat(120);
    await expect(renderBookPdf(tooLong, {})).rejects.toThrow(TextDoesNotFitError);
    await expect(renderBookPdf(tooLong, {})).rejects.toThrow(/^Story page 3: the text \(\d+ characters\) does not fit/);
  });

  it('gives a long page a smaller picture rather than tiny text', async () => {
    const long = sampleBook(1);
    const page = long.pages[0];
    if (page) page.text = 'The fox ran on and on through the endless forest, past sleeping owls and silver streams. '.repeat(6);
    const file = writeTempPdf((await renderBookPdf(long, {})).pdf);
    const [firstWord] = pdfWords(file).filter((word) => word.page === 4);
    // The full-size picture ends 62 % down the trim; this text starts above that line...
    expect(firstWord?.yMin).toBeLessThan(mmToPt(3) + 0.62 * mmToPt(297));
    // ...and is still set at 18 pt or more (Nunito's word boxes are about 1.36 em tall).
    expect((firstWord?.yMax ?? 0) - (firstWord?.yMin ?? 0)).toBeGreaterThan(18 * 1.3);
  });
});

describe('SVG art with its own text', () => {
  it('sets the text in embedded book fonts, never a non-embedded standard font', async () => {
    const { pdf, preflight } = await renderBookPdf(sampleBook(1, { cover: svgScene('bakery-sign') }), {});
    const file = writeTempPdf(pdf);
    expect(pdfPageText(file, 1)).toContain('Bakery');
    const fonts = pdfFonts(file);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    expect(fonts.map((font) => font.name).join(' ')).not.toMatch(/Helvetica|Arial|Times/);
    expect(preflight.fonts).toHaveLength(new Set(fonts.map((font) => font.name)).size);
  });
});

describe('SVG art with filter effects', () => {
  it('prints the picture without its filter layers and says so once for the book', async () => {
    const { pdf, preflight } = await renderBookPdf(sampleBook(2, { cover: svgScene('paper-grain') }), {});
    const [red, green, blue] = pdfCornerColor(writeTempPdf(pdf), 1);
    expect([red, green, blue]).toEqual([0xfb, 0xe3, 0xa1]); // the picture's background, not a black grain layer
    expect(preflight.warnings).toEqual(['Page 1: picture: SVG filter effects (textures, watercolour edges) are left out of the print']);
  });

  it('gathers a warning shared by several pages into one line', async () => {
    const book = sampleBook(2, { cover: svgScene('paper-grain') });
    book.pages.forEach((page) => (page.art = svgScene('paper-grain')));
    const { preflight } = await renderBookPdf(book, {});
    expect(preflight.warnings).toEqual(['Pages 1, 4, 5: picture: SVG filter effects (textures, watercolour edges) are left out of the print']);
  });
});

describe('raster art', () => {
  // The cover fills the 216.35 x 303.35 mm bleed area (0.125 in each side); a picture narrower than that is scaled to its width.
  const coverWidthInches = 210 / 25.4 + 0.25;

  it('reports the effective DPI of a raster picture', async () => {
    const { pdf, preflight } = await renderBookPdf(sampleBook(1, { cover: rasterArt(2600, 4000) }), { paperSize: 'a4' });
    const expectedDpi = Math.round(2600 / coverWidthInches);
    expect(expectedDpi).toBe(305);
    expect(preflight.images[0]).toEqual({ page: 1, kind: 'raster', dpi: expectedDpi });
    expect(preflight.warnings).toEqual([]);
    const [image] = pdfImages(writeTempPdf(pdf));
    expect(image).toMatchObject({ page: 1, width: 2600, height: 4000, xPpi: expectedDpi });
  });

  it('warns about a low-resolution picture instead of upscaling it silently', async () => {
    const { pdf, preflight } = await renderBookPdf(sampleBook(1, { cover: rasterArt(800, 1200) }), { paperSize: 'a4' });
    expect(preflight.images[0]).toEqual({ page: 1, kind: 'raster', dpi: 94 });
    expect(preflight.warnings).toEqual([
      'Page 1: picture printed at 94 DPI, below the 300 DPI print minimum: it may look soft',
    ]);
    // The pixels go into the file as they came: nothing was resampled.
    expect(pdfImages(writeTempPdf(pdf))[0]).toMatchObject({ width: 800, height: 1200 });
  });
});

describe('art rendered for print', () => {
  it('is rendered once per picture, at the print minimum of 300 DPI for the size it prints at', async () => {
    const log = new RenderLog();
    const book = sampleBook(3, { cover: log.art(1200, 1500) });
    book.pages.forEach((page) => (page.art = log.art(1600, 1200)));
    const { pdf, preflight } = await renderBookPdf(book, { paperSize: 'a4' });

    // The 4:5 cover fills the 303.35 mm bleed height, so it prints 242.68 mm wide: 2867 px at 300 DPI.
    // It is started first, and the first page's picture alongside it, not after it.
    expect(log.widthsPx).toHaveLength(4);
    expect(log.widthsPx[0]).toBe(2867);
    const pictures = preflight.images.filter((image) => image.kind === 'raster');
    expect(pictures.map((image) => image.page)).toEqual([1, 4, 5, 6]);
    for (const { dpi } of pictures) expect(dpi).toBe(300);
    expect(preflight.warnings).toEqual([]);
    const images = pdfImages(writeTempPdf(pdf));
    expect(images.map((image) => image.width)).toEqual(log.widthsPx);
    for (const image of images) expect(image.xPpi).toBeGreaterThanOrEqual(300);
  });

  it('renders pages’ pictures a bounded number at a time, ahead of their page, each once and at its width', async () => {
    const log = new RenderLog();
    const book = sampleBook(4, { cover: log.art(1200, 1500) });
    book.pages.forEach((page) => (page.art = log.art(1600, 1200)));
    await renderBookPdf(book, { paperSize: 'a5' });
    expect(log.widthsPx).toHaveLength(5);
    expect(log.mostAtOnce).toBe(2);

    const one = new RenderLog();
    const alone = sampleBook(4, { cover: one.art(1200, 1500) });
    alone.pages.forEach((page) => (page.art = one.art(1600, 1200)));
    await renderBookPdf(alone, { paperSize: 'a5', renderAhead: 1 });
    expect(one.mostAtOnce).toBe(1);
    expect([...one.widthsPx].sort()).toEqual([...log.widthsPx].sort());
  });

  it('starts the next page’s picture as soon as a render ends, not once the layout reaches the page before', async () => {
    const log = new RenderLog();
    let pagesRenderedFirst = 0;
    // The cover takes until three pages' pictures are rendered (or 3 s): the layout is held on the cover page meanwhile.
    const afterThreePages = async () => {
      const deadline = Date.now() + 3000;
      while (log.ended < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      pagesRenderedFirst = log.ended;
    };
    const book = sampleBook(4, { cover: log.art(1200, 1500, afterThreePages) });
    book.pages.forEach((page) => (page.art = log.art(1600, 1200)));
    await renderBookPdf(book, { paperSize: 'a5' });
    expect(pagesRenderedFirst).toBe(3);
    expect(log.mostAtOnce).toBe(2);
    expect(log.widthsPx).toHaveLength(5);
  });

  it('reads no further ahead than a picture whose printed size it cannot guess, so the bound holds', async () => {
    const log = new RenderLog();
    // A square picture on an extra page before the story: nothing asked before it has its proportions.
    const square = log.art(1000, 1000);
    let squareStarted = false;
    const extra: typeof square = { ...square, render: (widthPx, visible) => ((squareStarted = true), square.render(widthPx, visible)) };
    // Pages' pictures are still rendering when the layout reaches the extra page (or give up after 3 s).
    const untilSquareStarted = async () => {
      const deadline = Date.now() + 3000;
      while (!squareStarted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const book = sampleBook(6, { cover: log.art(1200, 1500), extraPages: [{ heading: 'Meet the characters', art: extra }] });
    book.pages.forEach((page) => (page.art = log.art(1600, 1200, untilSquareStarted)));
    await renderBookPdf(book, { paperSize: 'a5' });
    expect(log.mostAtOnce).toBe(2);
    expect(log.widthsPx).toHaveLength(8);
  });
});

describe('streamBookPdf', () => {
  it('writes the same book to a stream and resolves with its preflight', async () => {
    const file = writeTempPdf(Buffer.alloc(0));
    const preflight = await streamBookPdf(sampleBook(2), { paperSize: 'a5' }, createWriteStream(file));
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(file)).toBe(preflight.page_count);
  });
});
