import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookImage, BookImageVersions, ImageModels, SingleImage } from '@studio/contracts/books';
import { createIllustrateBookJob } from '../../src/modules/books/illustrate-book-job';
import { spendCredits } from '../../src/modules/credits/spend';
import type { JobContext } from '../../src/modules/jobs/job-definition';
import { bearer, signUp } from '../support/accounts';
import { balanceOf, switchToPlan } from '../support/billing';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { completeStory, fetchMedia, getBook, illustrate, imageSpends } from '../support/books';
import {waitForJob } from '../support/stories';

/** A short story has 8 pages: with the cover, 9 pictures at 1 credit each with the offline illustrator. */
const SHORT_BOOK_PICTURES = 9;

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

async function freeCustomerWithStory() {
  const auth = await signUp(product);
  await switchToPlan(product, auth, 'free');
  const storyId = await completeStory(product, auth);
  return { auth, storyId, api: apiAs(product, auth) };
}

describe('POST /api/v1/books/generate', () => {
  it('checks the credits first: 402 with what is needed and had, and nothing is queued or drawn', async () => {
    const { auth, storyId, api } = await freeCustomerWithStory();
    await spendCredits(product.context, auth.customer.id, 2, 'test:spent-elsewhere');
    const response = await api.post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false } });
    expect(response.statusCode).toBe(402);
    expect(response.json().detail).toBe(`Not enough credits: need ${SHORT_BOOK_PICTURES}, have 8`);
    const book = await getBook(product, auth, storyId);
    expect(book).toMatchObject({ status: 'none', job_id: null, cover: null });
    expect((await balanceOf(product, auth)).balance).toBe(8);
  });

  it('draws the cover and every page, charging one credit per picture with one ledger entry each', async () => {
    const { auth, storyId } = await freeCustomerWithStory();
    const before = (await balanceOf(product, auth)).balance;
    const job = await illustrate(product, auth, storyId);
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, result: { story_id: storyId, images: SHORT_BOOK_PICTURES } });

    const book = await getBook(product, auth, storyId);
    expect(book.status).toBe('ready');
    expect(book.cover).toMatchObject({ page_number: 0, version: 1, model: 'builtin', is_current: true });
    expect(book.pages).toHaveLength(8);
    for (const page of book.pages) expect(page.image).toMatchObject({ page_number: page.page_number, version: 1, is_current: true });

    expect((await balanceOf(product, auth)).balance).toBe(before - SHORT_BOOK_PICTURES);
    const references = (await imageSpends(product, auth)).map((spend) => spend.reference).sort();
    expect(references).toEqual([
      `image:${storyId}:cover:v1`,
      ...Array.from({ length: 8 }, (_, i) => `image:${storyId}:page-${i + 1}:v1`),
    ].sort());
  });

  it('serves pictures at signed URLs in a screen size and a thumbnail, cached for good', async () => {
    const { auth, storyId } = await freeCustomerWithStory();
    await illustrate(product, auth, storyId);
    const page = (await getBook(product, auth, storyId)).pages[0]!.image!;
    const full = await fetchMedia(product, page.url);
    const thumb = await fetchMedia(product, page.thumbnail_url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toContain('immutable');
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 768 });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect((await fetchMedia(product, page.url.replace(/sig=.*/, 'sig=forged'))).statusCode).toBe(403);
  });

  it('answers the running job again instead of starting a second one', async () => {
    const { api, storyId, auth } = await freeCustomerWithStory();
    const [first, second] = await Promise.all([
      api.post('/api/v1/books/generate', { story_id: storyId }),
      api.post('/api/v1/books/generate', { story_id: storyId }),
    ]);
    expect(first.json().job_id).toBe(second.json().job_id);
    await waitForJob(product, auth, first.json().job_id, 60_000);
    expect((await imageSpends(product, auth))).toHaveLength(SHORT_BOOK_PICTURES);
  });

  it('refuses a story that is not written yet (409), and unknown ones (404)', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'free');
    const api = apiAs(product, auth);
    const draft = (await api.post('/api/v1/stories/draft', { characters: [{ name: 'Ada', kind: 'child' }] })).json().story_id as string;
    expect((await api.post('/api/v1/books/generate', { story_id: draft })).statusCode).toBe(409);
    expect((await api.post('/api/v1/books/generate', { story_id: randomUUID() })).statusCode).toBe(404);
  });
});

describe('drawing again the pictures of one character', () => {
  it('says which characters each page shows, and draws again only the pictures asked for, charging only those', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'pro');
    const storyId = await completeStory(product, auth, {
      characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }, { name: 'Rusty', kind: 'animal', species: 'fox', pronoun: 'he' }],
    });
    const api = apiAs(product, auth);
    await illustrate(product, auth, storyId);
    const book = await getBook(product, auth, storyId);
    expect(book.characters).toEqual([{ index: 0, name: 'Maya' }, { index: 1, name: 'Rusty' }]);
    for (const page of book.pages) expect(page.characters.every((index) => index === 0 || index === 1)).toBe(true);
    const withRusty = book.pages.filter((page) => page.characters.includes(1)).map((page) => page.page_number);
    expect(withRusty.length).toBeGreaterThan(0);
    expect(withRusty.length).toBeLessThan(book.pages.length + 1);

    const before = (await balanceOf(product, auth)).balance;
    const asked = [0, ...withRusty];
    const started = await api.post('/api/v1/books/generate', { story_id: storyId, options: { pages: asked } });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ num_images: asked.length });
    expect(await waitForJob(product, auth, started.json().job_id, 60_000)).toMatchObject({ status: 'succeeded', result: { images: asked.length } });

    const after = await getBook(product, auth, storyId);
    expect(after.status).toBe('ready');
    expect(after.cover?.version).toBe(2);
    for (const page of after.pages) expect(page.image?.version).toBe(withRusty.includes(page.page_number) ? 2 : 1);
    expect((await balanceOf(product, auth)).balance).toBe(before - asked.length);
  });

  it('refuses pages the book does not have (422 naming them) and an empty choice, drawing nothing', async () => {
    const { api, storyId, auth } = await freeCustomerWithStory();
    const unknown = await api.post('/api/v1/books/generate', { story_id: storyId, options: { pages: [1, 40] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe('This book has no page 40');
    expect((await api.post('/api/v1/books/generate', { story_id: storyId, options: { pages: [] } })).statusCode).toBe(422);
    expect(await getBook(product, auth, storyId)).toMatchObject({ status: 'none', job_id: null });
  });
});

describe('the book job under retries and crashes', () => {
  const jobContext = (jobId: string, attempt: number, progress: JobContext['progress'] = async () => undefined): JobContext => ({
    jobId,
    attempt,
    isLastAttempt: false,
    progress,
  });

  it('charges every picture exactly once when the process dies midway and the job is run again', async () => {
    const { auth, storyId } = await freeCustomerWithStory();
    const job = createIllustrateBookJob(product.context);
    const jobId = randomUUID();
    const before = (await balanceOf(product, auth)).balance;

    // The first attempt dies after its fourth stored picture (the progress write is the next thing it does).
    let stored = 0;
    const dying = jobContext(jobId, 0, async (_percent, message) => {
      if (message?.startsWith('Drew picture') && ++stored === 4) throw new Error('the process died');
    });
    await expect(job.handler({ story_id: storyId, model: 'builtin' }, dying)).rejects.toThrow('the process died');
    const afterCrash = await imageSpends(product, auth);
    expect(afterCrash.length).toBeGreaterThanOrEqual(4);
    expect(afterCrash.length).toBeLessThan(SHORT_BOOK_PICTURES);
    expect((await balanceOf(product, auth)).balance).toBe(before - afterCrash.length);

    // The retry skips what is stored, draws the rest, and charges only for those.
    const messages: string[] = [];
    await job.handler({ story_id: storyId, model: 'builtin' }, jobContext(jobId, 1, async (_p, message) => void messages.push(message ?? '')));
    expect(messages[0]).toBe(`Drew picture ${afterCrash.length} of ${SHORT_BOOK_PICTURES}`);
    const spends = await imageSpends(product, auth);
    expect(spends).toHaveLength(SHORT_BOOK_PICTURES);
    expect(new Set(spends.map((spend) => spend.reference)).size).toBe(SHORT_BOOK_PICTURES);
    expect((await balanceOf(product, auth)).balance).toBe(before - SHORT_BOOK_PICTURES);

    // Running the finished job once more (a duplicate delivery) draws and charges nothing.
    await job.handler({ story_id: storyId, model: 'builtin' }, jobContext(jobId, 2));
    expect(await imageSpends(product, auth)).toHaveLength(SHORT_BOOK_PICTURES);
    const book = await getBook(product, auth, storyId);
    expect([book.cover, ...book.pages.map((page) => page.image)].every((image) => image?.version === 1)).toBe(true);
  });

  it('stops with a 402 midway when the credits run out, keeping and charging only the stored pictures', async () => {
    const { auth, storyId } = await freeCustomerWithStory();
    // 10 free credits: 6 go elsewhere so only 4 pictures can be paid for; the job runs directly (the API would refuse).
    await spendCredits(product.context, auth.customer.id, 6, 'test:spent-elsewhere');
    const job = createIllustrateBookJob(product.context);
    await expect(job.handler({ story_id: storyId, model: 'builtin' }, jobContext(randomUUID(), 0))).rejects.toThrow(/Not enough credits: need 1, have 0/);
    expect((await balanceOf(product, auth)).balance).toBe(0);
    const book = await getBook(product, auth, storyId);
    const drawn = [book.cover, ...book.pages.map((page) => page.image)].filter(Boolean);
    expect(drawn).toHaveLength(4);
  });
});

describe('page pictures: new versions, history and restore', () => {
  it('draws a new charged version, keeps the old one and restores it for free', async () => {
    const { auth, storyId, api } = await freeCustomerWithStory();
    await illustrate(product, auth, storyId);
    const original = (await getBook(product, auth, storyId)).pages[2]!.image!;

    const redrawn = await api.post(`/generate-image/story/${storyId}/page/3`);
    expect(redrawn.statusCode).toBe(201);
    const second = redrawn.json() as BookImage;
    expect(second).toMatchObject({ page_number: 3, version: 2, is_current: true });
    expect(second.url).not.toBe(original.url);
    expect((await balanceOf(product, auth)).balance).toBe(0);
    expect((await imageSpends(product, auth))[0]!.reference).toBe(`image:${storyId}:page-3:v2`);

    const versions = (await api.get(`/generate-image/story/${storyId}/page/3/versions`)).json() as BookImageVersions;
    expect(versions.items.map((item) => [item.version, item.is_current])).toEqual([[1, false], [2, true]]);
    expect((await getBook(product, auth, storyId)).pages[2]).toMatchObject({ versions: 2, image: { version: 2 } });

    const restored = await api.post(`/generate-image/story/${storyId}/page/3/restore`, { version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 1, is_current: true, url: original.url });
    expect((await getBook(product, auth, storyId)).pages[2]!.image!.version).toBe(1);
    expect((await balanceOf(product, auth)).balance).toBe(0);

    // Out of credits now: 402 and no third version.
    const refused = await api.post(`/generate-image/story/${storyId}/page/3`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().detail).toBe('Not enough credits: need 1, have 0');
    expect((await api.get(`/generate-image/story/${storyId}/page/3/versions`)).json().items).toHaveLength(2);
    expect((await api.post(`/generate-image/story/${storyId}/page/3/restore`, { version: 7 })).statusCode).toBe(404);
  });

  it('redraws the cover as page 0 and refuses pages the story does not have', async () => {
    const { auth, storyId, api } = await freeCustomerWithStory();
    const cover = await api.post(`/generate-image/story/${storyId}/page/0`);
    expect(cover.statusCode).toBe(201);
    expect((await getBook(product, auth, storyId)).cover).toMatchObject({ version: 1, width: 1200, height: 1500 });
    expect((await api.post(`/generate-image/story/${storyId}/page/99`)).statusCode).toBe(404);
  });
});

describe('POST /generate-image/', () => {
  it('draws a picture from a prompt and charges it', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'free');
    const response = await apiAs(product, auth).post('/generate-image/', { prompt: 'A sleepy owl in the snowy mountains at night', style: 'watercolor' });
    expect(response.statusCode).toBe(201);
    const image = response.json() as SingleImage;
    expect(image).toMatchObject({ style: 'watercolor', model: 'builtin', credits_spent: 1 });
    expect((await fetchMedia(product, image.url)).headers['content-type']).toBe('image/webp');
    expect((await imageSpends(product, auth))[0]!.reference).toBe(`image:single:${image.id}`);
    expect((await balanceOf(product, auth)).balance).toBe(9);
  });

  it('refuses without credits (402) and without sign-in (401)', async () => {
    const auth = await signUp(product);
    const response = await apiAs(product, auth).post('/generate-image/', { prompt: 'a dragon', style: 'flat' });
    expect(response.statusCode).toBe(402);
    expect((await product.app.inject({ method: 'POST', url: '/generate-image/', payload: { prompt: 'a dragon' } })).statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it('answers 404 for another customer’s book, pictures and versions', async () => {
    const { auth, storyId } = await freeCustomerWithStory();
    await illustrate(product, auth, storyId);
    const stranger = await signUp(product);
    await switchToPlan(product, stranger, 'free');
    const api = apiAs(product, stranger);
    for (const response of [
      await api.get(`/api/v1/books/${storyId}`),
      await api.post('/api/v1/books/generate', { story_id: storyId }),
      await api.post(`/generate-image/story/${storyId}/page/1`),
      await api.get(`/generate-image/story/${storyId}/page/1/versions`),
      await api.post(`/generate-image/story/${storyId}/page/1/restore`, { version: 1 }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await balanceOf(product, stranger)).balance).toBe(10);
  });

  it('tells the client which model each quality mode uses', async () => {
    const auth = await signUp(product);
    const models = (await product.app.inject({ method: 'GET', url: '/api/v1/books/image-models', headers: bearer(auth) })).json() as ImageModels;
    expect(models).toEqual({ provider: 'builtin', standard: 'builtin', high_quality: 'builtin' });
  });
});

