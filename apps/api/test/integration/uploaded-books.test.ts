import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintOrder } from '@studio/contracts/print-orders';
import type { UploadedBook } from '@studio/contracts/uploaded-books';
import { bearer, signUp } from '../support/accounts';
import { confirmTestPayment } from '../support/billing';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { pdfImages, pdfPageBoxes, pdfPageCount, writeTempPdf } from '../../../../packages/print/test/pdf-tools';
import { storedFiles } from '../support/books';
import { apiAs } from '../support/client';
import { waitForJobsOfKind } from '../support/jobs';
import { multipartBody } from '../support/multipart';
import { a5NoBleed, encrypted, fontNotEmbedded, goodA4, lowResolution, mixedSizes, noPages, onePage, truncated } from '../support/pdf-fixtures';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { advanceOrder } from '../../src/modules/print-orders/advance-order';
import { ANALYSE_BOOK_JOB } from '../../src/modules/uploaded-books/analyse-book-job';

type Auth = Awaited<ReturnType<typeof signUp>>;

let product: TestProduct;
let owner: Auth;
beforeAll(async () => {
  product = await startTestProduct({ MAX_BOOK_UPLOAD_MB: '2' });
  owner = await signUp(product);
});
afterAll(async () => product?.stop());

function upload(auth: Auth, data: Buffer, fields: Record<string, string> = { title: 'Our Summer', description: 'Photos from the beach' }, filename = 'summer.pdf', contentType = 'application/pdf') {
  const form = multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, contentType, data }]);
  return product.app.inject({ method: 'POST', url: '/api/v1/uploaded-books/upload', headers: { ...bearer(auth), ...form.headers }, payload: form.payload });
}

const bookOf = async (id: string, auth: Auth = owner) => (await apiAs(product, auth).get(`/api/v1/uploaded-books/${id}`)).json() as UploadedBook;

/** Uploads and waits for the analysis and the page pictures. */
async function analysed(data: Buffer, title = 'A book'): Promise<UploadedBook> {
  const response = await upload(owner, data, { title });
  expect(response.statusCode, response.body).toBe(201);
  const book = response.json() as UploadedBook;
  expect(book.status).toBe('analysing');
  await expect
    .poll(async () => {
      const now = await bookOf(book.id);
      return now.status === 'rejected' || (now.status === 'ready' && now.preview_pages === now.preview_page_count);
    }, { timeout: 60_000, interval: 200 })
    .toBe(true);
  return bookOf(book.id);
}

/**
 * Analysing a book takes seconds, so the books tests only read are analysed once, when first asked for:
 * the good A4 file (the print test, last, orders it and then deletes it) and the blurry one.
 */
let goodA4File: Promise<Buffer> | undefined;
const goodA4Bytes = () => (goodA4File ??= goodA4(12));
let goodBook: Promise<UploadedBook> | undefined;
const analysedGoodA4 = () => (goodBook ??= goodA4Bytes().then((data) => analysed(data, 'Our Summer')));
let blurryBook: Promise<UploadedBook> | undefined;
const analysedBlurry = () => (blurryBook ??= lowResolution().then((data) => analysed(data)));

const levels = (book: UploadedBook) => Object.fromEntries(book.analysis!.checks.map((check) => [check.id, check.level]));
const filesOf = async (book: UploadedBook) => (await storedFiles(product)).filter((key) => key.includes(book.id));

describe('uploading a book', () => {
  it('analyses a good A4 file with bleed: every check passes, every page gets a picture', { timeout: 120_000 }, async () => {
    const book = await analysedGoodA4();
    expect(book).toMatchObject({ status: 'ready', page_count: 12, paper_size: 'a4', preflight: 'pass', rejection_reason: null, file_name: 'summer.pdf' });
    expect(book.analysis).toMatchObject({ page_count: 12, paper_size: 'a4', has_bleed: true, colour: 'rgb', trim_mm: { width: 210, height: 297 } });
    expect(levels(book)).toMatchObject({ pages: 'pass', size: 'pass', bleed: 'pass', fonts: 'pass', images: 'pass', bindings: 'pass' });
    expect(book.analysis!.bindings.find((binding) => binding.binding === 'saddle_stitch')).toMatchObject({ ok: true, printed_pages: 12 });
    expect(book.analysis!.bindings.find((binding) => binding.binding === 'perfect')).toMatchObject({ ok: true, printed_pages: 32 });
    expect(book.previews).toHaveLength(12);
    const thumb = await product.app.inject({ method: 'GET', url: book.thumbnail_url! });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('warns about an A5 file without bleed, and fails mixed sizes, blurry pictures and fonts that are not embedded', { timeout: 120_000 }, async () => {
    const a5 = await analysed(await a5NoBleed());
    expect(a5).toMatchObject({ status: 'ready', paper_size: 'a5', preflight: 'warning' });
    expect(a5.analysis!.checks.find((check) => check.id === 'bleed')!.message).toMatch(/^The pages have no bleed/);

    const mixed = await analysed(await mixedSizes());
    expect(mixed).toMatchObject({ preflight: 'failure', paper_size: null });
    expect(mixed.analysis!.checks.find((check) => check.id === 'mixed-sizes')).toMatchObject({ level: 'failure', pages: [3], message: 'Page 3 is a different size from page 1 (210 × 297 mm). Every page of a printed book has the same size.' });

    const blurry = await analysedBlurry();
    expect(blurry.preflight).toBe('failure');
    expect(blurry.analysis!.checks.find((check) => check.id === 'images-blurry')).toMatchObject({ pages: [2], message: expect.stringMatching(/^Page 2: the photo will print at 3\d ppi and look blurry\./) });
    expect(blurry.analysis!.checks.find((check) => check.id === 'images-soft')).toMatchObject({ level: 'warning', pages: [3] });

    const fonts = await analysed(await fontNotEmbedded());
    expect(fonts.preflight).toBe('failure');
    expect(fonts.analysis!.checks.find((check) => check.id === 'font-Helvetica')).toMatchObject({ level: 'failure', pages: [1], message: expect.stringContaining('The font “Helvetica” is not embedded (page 1)') });
  });

  it('rejects encrypted, damaged and empty files with a plain reason, and keeps none of them', { timeout: 120_000 }, async () => {
    for (const [make, reason] of [
      [encrypted, /protected with a password or encryption/],
      [truncated, /damaged and cannot be read/],
      [noPages, /has no pages/],
    ] as const) {
      const book = await analysed(await make());
      expect(book.status).toBe('rejected');
      expect(book.rejection_reason).toMatch(reason);
      expect(await filesOf(book)).toEqual([]);
      expect((await apiAs(product, owner).get(`/api/v1/uploaded-books/${book.id}/download`)).statusCode).toBe(410);
    }
  });

  it('leaves no page pictures behind when the book is deleted while they are still being drawn', { timeout: 120_000 }, async () => {
    const response = await upload(owner, await goodA4Bytes(), { title: 'Deleted early' });
    expect(response.statusCode, response.body).toBe(201);
    const book = response.json() as UploadedBook;
    await expect.poll(async () => (await bookOf(book.id)).preview_pages, { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
    expect((await bookOf(book.id)).preview_pages).toBeLessThan(12);
    expect((await apiAs(product, owner).delete(`/api/v1/uploaded-books/${book.id}`)).statusCode).toBe(204);
    await waitForJobsOfKind(product, ANALYSE_BOOK_JOB);
    expect(await filesOf(book)).toEqual([]);
  });

  it('refuses a PNG named .pdf (415), a file over MAX_BOOK_UPLOAD_MB (413) and a missing title (422), storing nothing', async () => {
    const before = (await storedFiles(product)).length;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
    const wrongType = await upload(owner, png, undefined, 'book.pdf', 'application/pdf');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().detail).toBe('Upload a PDF file');
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024, 32)]);
    const tooBig = await upload(owner, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe('The file is too large (the limit is 2 MB)');
    const untitled = await upload(owner, await a5NoBleed(), { title: '  ' });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().errors).toEqual([{ field: 'title', message: 'Title is required' }]);
    expect((await storedFiles(product)).length).toBe(before);
    expect((await product.app.inject({ method: 'POST', url: '/api/v1/uploaded-books/upload', headers: bearer(owner) })).statusCode).toBe(400);
  });
});

describe('managing uploaded books', () => {
  it('lists 10 to a page, renames, downloads the same bytes, and keeps every endpoint to the owner', async () => {
    const reader = await signUp(product);
    const original = await onePage();
    const ids: string[] = [];
    for (let index = 0; index < 11; index++) ids.push(((await upload(reader, original, { title: `Book ${index}` })).json() as UploadedBook).id);
    const first = (await apiAs(product, reader).get('/api/v1/uploaded-books')).json() as { items: UploadedBook[]; total: number; page: number; per_page: number };
    expect(first).toMatchObject({ total: 11, page: 1, per_page: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.title).toBe('Book 10');
    expect(((await apiAs(product, reader).get('/api/v1/uploaded-books?page=2')).json() as { items: UploadedBook[] }).items.map((book) => book.title)).toEqual(['Book 0']);

    const id = ids[0]!;
    const renamed = await apiAs(product, reader).put(`/api/v1/uploaded-books/${id}`, { title: 'Grandma’s Garden', description: 'Summer 2026' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Grandma’s Garden', description: 'Summer 2026' });
    expect((await apiAs(product, reader).put(`/api/v1/uploaded-books/${id}`, { title: '' })).statusCode).toBe(422);

    const download = await apiAs(product, reader).get(`/api/v1/uploaded-books/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('Grandma');
    expect(download.rawPayload.equals(original)).toBe(true);

    await expect.poll(async () => (await bookOf(id, reader)).preview_pages, { timeout: 60_000, interval: 250 }).toBe(1);
    const preview = await apiAs(product, reader).get(`/api/v1/uploaded-books/${id}/preview?page=1&size=full`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await apiAs(product, reader).get(`/api/v1/uploaded-books/${id}/preview?page=2`)).statusCode).toBe(404);

    for (const [method, path] of [
      ['get', ''],
      ['get', '/download'],
      ['get', '/preview'],
      ['delete', ''],
    ] as const) {
      expect((await apiAs(product, owner)[method](`/api/v1/uploaded-books/${id}${path}`)).statusCode).toBe(404);
    }
    expect((await apiAs(product, owner).put(`/api/v1/uploaded-books/${id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await apiAs(product, reader).get('/api/v1/uploaded-books/not-an-id')).statusCode).toBe(404);
  });

  it('prints an uploaded book marked black and white in greys: a BW product, no colour image, no coloured pixel, the same page geometry', { timeout: 120_000 }, async () => {
    const original = await goodA4(6);
    const book = await analysed(original, 'Grey days');
    const placed = await product.app.inject({
      method: 'POST',
      url: '/api/v1/print-orders',
      headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
      payload: { uploaded_book_id: book.id, print_options: { binding: 'saddle_stitch', color_mode: 'black_white' }, shipping_address: { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as PrintOrder;
    expect(order.quote.product_code).toContain('.BW.');
    await confirmTestPayment(product, owner, order.payment_id!);
    await expect.poll(async () => ((await apiAs(product, owner).get(`/api/v1/print-orders/${order.id}`)).json() as PrintOrder).status, { timeout: 60_000, interval: 250 }).toBe('submitted');
    const interiorPath = (await storedFiles(product)).find((path) => path.endsWith(`print-orders/${owner.customer.id}/${order.id}/interior.pdf`))!;
    const interior = writeTempPdf(await readFile(interiorPath));
    const source = writeTempPdf(original);
    expect(pdfPageCount(interior)).toBe(order.quote.printed_pages);
    expect(order.quote.printed_pages).toBe(8);
    const images = pdfImages(interior);
    expect(images.filter((image) => image.page <= 6)).toHaveLength(6);
    expect(new Set(images.map((image) => image.color))).toEqual(new Set(['gray']));
    expect(pdfPageBoxes(interior, 1)).toEqual(pdfPageBoxes(source, 1));
    expect(pdfPageBoxes(interior, 8)).toEqual(pdfPageBoxes(source, 6));
    // The page as printed: the blue and orange picture is grey, every pixel with R = G = B.
    const ppm = execFileSync('pdftoppm', ['-r', '20', '-f', '1', '-l', '1', '-singlefile', interior]);
    const header = /^P6\s+\d+\s+\d+\s+\d+\s/.exec(ppm.subarray(0, 40).toString('latin1'))![0];
    const pixels = ppm.subarray(header.length);
    let coloured = 0;
    let dark = 0;
    for (let at = 0; at + 2 < pixels.length; at += 3) {
      if (Math.max(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!) - Math.min(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!) > 2) coloured += 1;
      if (pixels[at]! < 200) dark += 1;
    }
    expect(coloured).toBe(0);
    expect(dark).toBeGreaterThan(100);
  });

  it('prints an uploaded book at its own size, refuses one that fails the preflight, and keeps it while an order needs it', { timeout: 120_000 }, async () => {
    const book = await analysedGoodA4();
    const quote = (await apiAs(product, owner).get(`/api/v1/pricing?uploaded_book_id=${book.id}&paper_size=a5&binding=saddle_stitch`)).json() as { quote: { print_options: { paper_size: string }; page_count: number } };
    expect(quote.quote).toMatchObject({ print_options: { paper_size: 'a4' }, page_count: 12 });

    const failing = await analysedBlurry();
    const refused = await apiAs(product, owner).get(`/api/v1/pricing?uploaded_book_id=${failing.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Fix the file before ordering prints: Page 2: the photo will print at/);

    const placed = await product.app.inject({
      method: 'POST',
      url: '/api/v1/print-orders',
      headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
      payload: { uploaded_book_id: book.id, print_options: { binding: 'perfect' }, shipping_address: { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as PrintOrder;
    expect(order).toMatchObject({ uploaded_book_id: book.id, title: 'Our Summer' });
    await confirmTestPayment(product, owner, order.payment_id!);
    await expect.poll(async () => ((await apiAs(product, owner).get(`/api/v1/print-orders/${order.id}`)).json() as PrintOrder).status, { timeout: 60_000, interval: 250 }).toBe('submitted');
    expect((await filesOf(book)).some((path) => path.endsWith(`uploaded-books/${owner.customer.id}/${book.id}/original.pdf`))).toBe(true);
    const printFiles = (await storedFiles(product)).filter((path) => path.includes(`print-orders/${owner.customer.id}/${order.id}/`));
    expect(printFiles.map((path) => path.split('/').at(-1)).sort()).toEqual(['cover.pdf', 'interior.pdf']);

    const inUse = await apiAs(product, owner).delete(`/api/v1/uploaded-books/${book.id}`);
    expect(inUse.statusCode).toBe(409);
    await advanceOrder(product.context, order.id, { to: 'shipped' });
    await advanceOrder(product.context, order.id, { to: 'delivered' });
    expect((await apiAs(product, owner).delete(`/api/v1/uploaded-books/${book.id}`)).statusCode).toBe(204);
    expect(await filesOf(book)).toEqual([]);
    expect((await apiAs(product, owner).get(`/api/v1/uploaded-books/${book.id}`)).statusCode).toBe(404);
  });
});
