import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { PdfExport } from '@studio/contracts/books';
import type { ArtStyle } from '@studio/contracts/stories';
import { pdfFonts, pdfImageFiles, pdfImages, pdfPageCount, pdfWords, writeTempPdf } from '../../../../packages/print/test/pdf-tools';
import { asTypeset } from '../support/pdf-probes';
import { bearer, signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { rfc5987 } from '../support/content-disposition';
import { multipartBody } from '../support/multipart';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { PRINT_RASTER_WIDTH } from '../../src/modules/books/print-rasters';
import { completeStory, fetchMedia, getBook, illustrate, waitForPrintRasters } from '../support/books';
import {waitForJob } from '../support/stories';

type Auth = { access_token: string };

const MM = 72 / 25.4;
// Lulu's bleed, 0.125 in, on every PDF we make.
const BLEED_MM = 3.175;
const TRIMS_MM = { a4: [210, 297], a5: [148, 210], us_letter: [215.9, 279.4], square_8_5: [215.9, 215.9] } as const;

let product: TestProduct;
beforeAll(async () => {
  // Screen pictures at 384 px (the printed ones are compared with them at 160 x 120): this file is about print.
  product = await startTestProduct({ PRINT_RASTERS_AFTER_SECONDS: '0', SCREEN_PICTURE_PX: '384' });
});
afterAll(() => product?.stop());

async function illustratedBook(plan: 'free' | 'pro' = 'free', artStyle: ArtStyle = 'flat') {
  const auth = await signUp(product, { full_name: 'Ada Parent' });
  await switchToPlan(product, auth, plan);
  const storyId = await completeStory(product, auth, { art_style: artStyle });
  await illustrate(product, auth, storyId);
  return { auth, storyId, api: apiAs(product, auth) };
}

/** One free-plan flat book for the tests that only read it; building a book per test is what made this file slow. */
let sharedFlatBook: ReturnType<typeof illustratedBook> | undefined;
const flatBook = () => (sharedFlatBook ??= illustratedBook());
/** Likewise one watercolor book: drawing it and making its print rasters takes seconds of CPU. */
let sharedWatercolorBook: ReturnType<typeof illustratedBook> | undefined;
const watercolorBook = () => (sharedWatercolorBook ??= illustratedBook('free', 'watercolor'));

async function exportPdf(auth: Auth, storyId: string, paperSize?: string): Promise<PdfExport> {
  const started = await apiAs(product, auth).post('/export-pdf/', { story_id: storyId, ...(paperSize && { paper_size: paperSize }) });
  expect(started.statusCode).toBe(202);
  const body = started.json() as PdfExport;
  expect(body.status).toBe('queued');
  await waitForJob(product, auth, body.job_id!, 60_000);
  return (await apiAs(product, auth).get(`/export-pdf/${body.export_id}`)).json() as PdfExport;
}

function download(auth: Auth, exportId: string) {
  return product.app.inject({ method: 'GET', url: `/export-pdf/download/${exportId}`, headers: bearer(auth) });
}

const expectBox = (box: { x: number; y: number; width: number; height: number }, expected: { x: number; y: number; width: number; height: number }) => {
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(box[side]).toBeCloseTo(expected[side], 0);
};

describe('PDF export', () => {
  it('makes a print-ready A4 book: trim + bleed pages with their boxes, embedded fonts, even page count, preflight kept', async () => {
    const { auth, storyId } = await illustratedBook('pro');
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ff8800' } }).jpeg().toBuffer();
    const form = multipartBody([{ name: 'file', filename: 'mia.jpg', contentType: 'image/jpeg', data: photo }]);
    await product.app.inject({ method: 'POST', url: `/api/v1/character-upload/stories/${storyId}/characters/0/image`, headers: { ...form.headers, ...bearer(auth) }, payload: form.payload });
    const book = await getBook(product, auth, storyId);

    const done = await exportPdf(auth, storyId);
    expect(done).toMatchObject({ status: 'ready', paper_size: 'a4', file_name: `${book.title}.pdf`, download_url: `/export-pdf/download/${done.export_id}`, error: null });
    const preflight = done.preflight!;
    expect(preflight).toMatchObject({ paper_size: 'a4', trim_mm: { width: 210, height: 297 }, bleed_mm: 3.2 });
    expect(preflight.page_count % 2).toBe(0);
    // Cover, title page, meet-the-characters, 8 story pages, The End: 12 pages.
    expect(preflight.page_count).toBe(12);
    expect(preflight.images.filter((image) => image.kind === 'vector')).toHaveLength(10);
    expect(preflight.fonts.join(' ')).toMatch(/Nunito/);
    expect(preflight.fonts.join(' ')).toMatch(/Fredoka/);

    const response = await download(auth, done.export_id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${rfc5987(`${book.title}.pdf`)}`);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(done.size_bytes).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(10 * 1024 * 1024);

    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(preflight.page_count);
    const [trimW, trimH] = TRIMS_MM.a4;
    for (const page of pdf.getPages()) {
      expectBox(page.getMediaBox(), { x: 0, y: 0, width: (trimW + 2 * BLEED_MM) * MM, height: (trimH + 2 * BLEED_MM) * MM });
      expectBox(page.getBleedBox(), page.getMediaBox());
      expectBox(page.getTrimBox(), { x: BLEED_MM * MM, y: BLEED_MM * MM, width: trimW * MM, height: trimH * MM });
    }

    const file = writeTempPdf(response.rawPayload);
    expect(pdfPageCount(file)).toBe(preflight.page_count);
    const fonts = pdfFonts(file);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    const words = pdfWords(file);
    const firstTitleWord = asTypeset(book.title.split(' ')[0]!);
    expect(words.some((word) => word.page === 1 && word.text.includes(firstTitleWord))).toBe(true);
    expect(words.filter((word) => word.page === 3).map((word) => word.text).join(' ')).toContain('Meet the characters');
  });

  it('sets the trim size from the paper size', async () => {
    const { auth, storyId } = await flatBook();
    for (const paper of ['a5', 'us_letter', 'square_8_5'] as const) {
      const done = await exportPdf(auth, storyId, paper);
      expect(done.status).toBe('ready');
      const pdf = await PDFDocument.load((await download(auth, done.export_id)).rawPayload);
      const [trimW, trimH] = TRIMS_MM[paper];
      expectBox(pdf.getPage(0).getTrimBox(), { x: BLEED_MM * MM, y: BLEED_MM * MM, width: trimW * MM, height: trimH * MM });
      expect(pdf.getPageCount() % 2).toBe(0);
    }
    // The names used before print orders arrived are still understood.
    expect((await exportPdf(auth, storyId, 'letter')).paper_size).toBe('us_letter');
  });

  it('fails with a message the parent can act on when a page text cannot fit', async () => {
    const { auth, storyId, api } = await illustratedBook();
    const longText = Array.from({ length: 60 }, (_, i) => `Sentence ${i + 1} goes on and on about the little fox and the picnic basket.`).join(' ').slice(0, 2000);
    expect((await api.patch(`/api/v1/stories/${storyId}/pages/2`, { text: longText })).statusCode).toBe(200);
    const done = await exportPdf(auth, storyId, 'a5');
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/Story page 2: the text .* does not fit.*Shorten that page's text in Edit Mode, or choose a larger paper size\./);
    expect((await download(auth, done.export_id)).statusCode).toBe(409);
  });

  it('refuses a book without pictures (409) and keeps exports to their owner (404)', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'free');
    const unillustrated = await completeStory(product, auth);
    const refused = await apiAs(product, auth).post('/export-pdf/', { story_id: unillustrated });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Illustrate the book before exporting it: it has no cover yet');

    const { auth: owner, storyId } = await flatBook();
    const done = await exportPdf(owner, storyId);
    expect((await download(auth, done.export_id)).statusCode).toBe(404);
    expect((await apiAs(product, auth).get(`/export-pdf/${done.export_id}`)).statusCode).toBe(404);
    expect((await apiAs(product, auth).post('/export-pdf/', { story_id: storyId })).statusCode).toBe(404);
    expect((await product.app.inject({ method: 'GET', url: `/export-pdf/download/${done.export_id}` })).statusCode).toBe(401);
  });
});

/**
 * Mean absolute difference per channel (0..255) between a printed picture and its screen picture, compared
 * at the same small size. The print keeps only what the page shows of a picture that overflows its box
 * (centred), so the screen picture is cropped to the printed proportions first.
 */
async function pictureDifference(printed: Buffer, screen: Buffer): Promise<number> {
  const size = { width: 160, height: 120, fit: 'fill' as const };
  const shown = await sharp(printed).metadata();
  const whole = await sharp(screen).metadata();
  const scale = Math.min(whole.width! / shown.width!, whole.height! / shown.height!);
  const [width, height] = [Math.round(shown.width! * scale), Math.round(shown.height! * scale)];
  const visible = { left: Math.floor((whole.width! - width) / 2), top: Math.floor((whole.height! - height) / 2), width, height };
  const [first, second] = await Promise.all([sharp(printed), sharp(screen).extract(visible)].map((image) => image.removeAlpha().resize(size).raw().toBuffer()));
  let total = 0;
  for (let i = 0; i < first!.length; i += 1) total += Math.abs(first![i]! - second![i]!);
  return total / first!.length;
}

describe('PDF export of offline art by style', () => {
  for (const style of ['watercolor', 'crayon'] as const) it(`prints ${style} pictures as ≥ 300 DPI renderings that look like the screen ones, fonts still embedded`, { timeout: 120_000 }, async () => {
    const { auth, storyId } = await (style === 'watercolor' ? watercolorBook() : illustratedBook('free', style));
    // A5: the resolution is the point, not the paper, and a smaller page renders in half the time.
    const done = await exportPdf(auth, storyId, 'a5');
    expect(done.status).toBe('ready');
    const preflight = done.preflight!;
    // The cover and the 8 story pages: pages 1 and 3-10 (page 2 is the title page).
    expect(preflight.images.map((image) => image.page)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const image of preflight.images) {
      expect(image.kind).toBe('raster');
      expect(image.dpi).toBeGreaterThanOrEqual(300);
    }
    expect(preflight.warnings).toEqual([]);

    const file = writeTempPdf((await download(auth, done.export_id)).rawPayload);
    const images = pdfImages(file);
    expect(images.map((image) => image.page)).toEqual(preflight.images.map((image) => image.page));
    for (const image of images) expect(image.xPpi).toBeGreaterThanOrEqual(300);
    expect(pdfFonts(file).every((font) => font.embedded)).toBe(true);
    expect(preflight.fonts.join(' ')).toMatch(/Nunito/);

    // The printed pictures are the screen pictures, textures and all: the same drawing differs by 2-5 levels
    // after scaling, cropping and JPEG (crayon's paper tooth the most), while leaving the treatment out
    // (the old vector print) differs by 13-27.
    const book = await getBook(product, auth, storyId);
    const screenOf = async (url: string) => (await fetchMedia(product, url)).rawPayload;
    const [printedCover] = pdfImageFiles(file, 1);
    const [printedPage1] = pdfImageFiles(file, 3);
    expect(await pictureDifference(printedCover!, await screenOf(book.cover!.url))).toBeLessThan(8);
    expect(await pictureDifference(printedPage1!, await screenOf(book.pages[0]!.image!.url))).toBeLessThan(8);
  });

  it('prints painted pictures from the print rasters made after the book was drawn', { timeout: 120_000 }, async () => {
    const { auth, storyId } = await watercolorBook();
    const rasters = await waitForPrintRasters(product, storyId, 9);
    for (const { key } of rasters) expect((await sharp(await product.context.blobs.getBuffer(key)).metadata()).width).toBe(PRINT_RASTER_WIDTH);
    // Page 1's raster replaced by plain red: if the export uses the rasters, page 1 prints red.
    const page1 = rasters.find((raster) => raster.pageNumber === 1)!;
    const original = await product.context.blobs.getBuffer(page1.key);
    await product.context.blobs.put(page1.key, await sharp({ create: { width: PRINT_RASTER_WIDTH, height: 2250, channels: 3, background: '#d01010' } }).jpeg().toBuffer(), { contentType: 'image/jpeg' });
    // The book is shared: its raster is put back whatever happens here.
    onTestFinished(async () => {
      await product.context.blobs.put(page1.key, original, { contentType: 'image/jpeg' });
    });

    const done = await exportPdf(auth, storyId, 'a5');
    expect(done.status).toBe('ready');
    for (const image of done.preflight!.images) expect(image.dpi).toBeGreaterThanOrEqual(300);
    const file = writeTempPdf((await download(auth, done.export_id)).rawPayload);
    const [printedPage1] = pdfImageFiles(file, 3);
    const { channels } = await sharp(printedPage1!).stats();
    expect(channels[0]!.mean).toBeGreaterThan(190);
    expect(channels[1]!.mean).toBeLessThan(40);
    const book = await getBook(product, auth, storyId);
    const [printedCover] = pdfImageFiles(file, 1);
    expect(await pictureDifference(printedCover!, (await fetchMedia(product, book.cover!.url)).rawPayload)).toBeLessThan(8);
  });

  it('keeps flat pictures vector: no raster image in the file', async () => {
    const { auth, storyId } = await flatBook();
    const done = await exportPdf(auth, storyId);
    expect(done.preflight!.images.map((image) => image.kind)).toEqual(Array(9).fill('vector'));
    expect(pdfImages(writeTempPdf((await download(auth, done.export_id)).rawPayload))).toEqual([]);
  });
});
