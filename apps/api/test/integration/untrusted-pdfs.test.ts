import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedBook } from '@studio/contracts/uploaded-books';
import { bearer, signUp } from '../support/accounts';
import { storedFiles } from '../support/books';
import { apiAs } from '../support/client';
import { multipartBody } from '../support/multipart';
import { bigPhoto, blankPages, deflateBomb, junkAfterEof, junkBeforeEof, manyNumbers, withOpenActionScript } from '../support/pdf-probes';
import { startTestProduct, type TestProduct } from '../support/test-product';

/**
 * Issue 30: the probe's hostile PDFs are read in a worker thread held to limits, so each is analysed
 * or refused in plain words while the server keeps answering. Limits here: 20 s a step, 256 MB of
 * heap, 800 pages, 64 MB inflated (the defaults but the time), previews for the first 3 pages. The
 * file that must run out of time does so on a product of its own with 3 s a step: it reads for as
 * long as it is let, so with 20 s it spent 20 s of a core on proving the limit.
 */
type Auth = Awaited<ReturnType<typeof signUp>>;
interface Reading {
  product: TestProduct;
  owner: Auth;
}

const LIMITS = { MAX_BOOK_UPLOAD_MB: '200', PDF_PREVIEW_PAGES: '3' };
let reading: Reading;
let hurried: Reading | undefined;
async function startReading(seconds: number): Promise<Reading> {
  const product = await startTestProduct({ ...LIMITS, PDF_WORKER_SECONDS: String(seconds) });
  return { product, owner: await signUp(product) };
}
beforeAll(async () => {
  reading = await startReading(20);
});
afterAll(async () => {
  await hurried?.product.stop();
  await reading?.product.stop();
});

const bookOf = async (id: string, on: Reading = reading) => (await apiAs(on.product, on.owner).get(`/api/v1/uploaded-books/${id}`)).json() as UploadedBook;

/** /healthz asked one after another while `work` runs: how long each answer took, in ms. */
async function healthzWhile<T>(on: Reading, work: () => Promise<T>): Promise<{ result: T; latencies: number[] }> {
  const latencies: number[] = [];
  let done = false;
  const asking = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await on.product.app.inject({ method: 'GET', url: '/healthz' });
      latencies.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), latencies };
  } finally {
    done = true;
    await asking;
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** Uploads the file and waits for the analysis (and the first pages' pictures), measuring /healthz and the process's RSS meanwhile. */
async function analysedWhileWatched(data: Buffer, title: string, on: Reading = reading) {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 25);
  try {
    const { result: book, latencies } = await healthzWhile(on, async () => {
      const form = multipartBody([{ name: 'title', value: title }, { name: 'file', filename: `${title}.pdf`, contentType: 'application/pdf', data }]);
      const response = await on.product.app.inject({ method: 'POST', url: '/api/v1/uploaded-books/upload', headers: { ...bearer(on.owner), ...form.headers }, payload: form.payload });
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json() as UploadedBook;
      await expect
        .poll(async () => {
          const now = await bookOf(id, on);
          return now.status === 'rejected' || (now.status === 'ready' && now.preview_pages === now.preview_page_count);
        }, { timeout: 240_000, interval: 250 })
        .toBe(true);
      return bookOf(id, on);
    });
    return { book, latencies, rssGrowthMb: (rssPeak - rssBefore) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The server kept answering: half the answers within 100 ms and none stalled (before: 14 s for 2 MB of
 * junk). The bounds leave room for a machine shared by many test runs; the bench measures p99.
 */
function expectResponsive(latencies: number[]) {
  expect(latencies.length).toBeGreaterThan(5);
  expect(percentile(latencies, 50)).toBeLessThanOrEqual(100);
  expect(percentile(latencies, 95)).toBeLessThanOrEqual(250);
  expect(Math.max(...latencies)).toBeLessThan(2000);
}

const filesOf = async (book: UploadedBook, on: Reading = reading) => (await storedFiles(on.product)).filter((key) => key.includes(book.id));

describe('hostile PDFs are read off the main thread, within limits', () => {
  it('reads a small PDF followed by 2 MB of junk after %%EOF, and /healthz keeps answering', { timeout: 300_000 }, async () => {
    const { book, latencies } = await analysedWhileWatched(await junkAfterEof(2 * 1024 * 1024), 'Junk after the end');
    expect(book).toMatchObject({ status: 'ready', page_count: 1, paper_size: 'a4' });
    expectResponsive(latencies);
  });

  it('refuses a file whose reading takes longer than the time limit (8 MB of junk inside it), in plain words', { timeout: 300_000 }, async () => {
    hurried ??= await startReading(3);
    const { book, latencies } = await analysedWhileWatched(await junkBeforeEof(8 * 1024 * 1024), 'Junk inside', hurried);
    expect(book.status).toBe('rejected');
    expect(book.rejection_reason).toMatch(/too large or too complex for us to read safely/);
    expect(await filesOf(book, hurried)).toEqual([]);
    expectResponsive(latencies);
  });

  it('stops inflating a content stream that would reach 1 GB, and the process does not swell', { timeout: 300_000 }, async () => {
    const { book, latencies, rssGrowthMb } = await analysedWhileWatched(await deflateBomb(1024 * 1024 * 1024), 'Bomb');
    expect(book.status).toBe('rejected');
    expect(book.rejection_reason).toMatch(/^Page 1: The file is too large or too complex/);
    expect(rssGrowthMb).toBeLessThan(300);
    expectResponsive(latencies);
  });

  it('refuses a file whose objects need more memory than the worker may use', { timeout: 300_000 }, async () => {
    const { book, latencies } = await analysedWhileWatched(await manyNumbers(5_000_000), 'Numbers');
    expect(book.status).toBe('rejected');
    expect(book.rejection_reason).toMatch(/too large or too complex for us to read safely/);
    expectResponsive(latencies);
  });

  it('refuses 2,000 blank pages before reading them, drawing no page', { timeout: 300_000 }, async () => {
    const { book, latencies } = await analysedWhileWatched(await blankPages(2000), 'Blank');
    expect(book).toMatchObject({ status: 'rejected', preview_pages: 0, previews: [] });
    expect(book.rejection_reason).toBe('The file has 2000 pages; we read books of up to 800 pages (no binding prints more). Split it into volumes and upload each.');
    expectResponsive(latencies);
  });

  it('draws pictures of the first pages only (PDF_PREVIEW_PAGES), and says so', { timeout: 300_000 }, async () => {
    const { book } = await analysedWhileWatched(await blankPages(40), 'Forty');
    expect(book).toMatchObject({ status: 'ready', page_count: 40, preview_pages: 3, preview_page_count: 3 });
    expect(book.previews.map((preview) => preview.page)).toEqual([1, 2, 3]);
    const beyond = await apiAs(reading.product, reading.owner).get(`/api/v1/uploaded-books/${book.id}/preview?page=4`);
    expect(beyond.statusCode).toBe(404);
    expect((await filesOf(book)).filter((key) => key.includes('/pages/')).length).toBe(6);
  });

  it('reads a 40 MB file (one large photo) while /healthz keeps answering', { timeout: 300_000 }, async () => {
    const { book, latencies } = await analysedWhileWatched(await bigPhoto(40), 'Big');
    expect(book).toMatchObject({ status: 'ready', page_count: 1, preview_pages: 1 });
    expectResponsive(latencies);
  });

  it('reports JavaScript and an action run on opening as a warning', { timeout: 300_000 }, async () => {
    const { book } = await analysedWhileWatched(await withOpenActionScript(), 'Scripted');
    expect(book.status).toBe('ready');
    const check = book.analysis!.checks.find((candidate) => candidate.id === 'actions');
    expect(check).toMatchObject({ level: 'warning', title: 'Scripts and actions' });
    expect(check!.message).toMatch(/^The file contains JavaScript and an action that runs when the file is opened\./);
  });
});
