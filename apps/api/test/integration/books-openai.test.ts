import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookImage, ImageModels } from '@studio/contracts/books';
import type { JobStatusResponse } from '@studio/contracts/jobs';
import { storyInputsSchema, type Scene } from '@studio/contracts/stories';
import { insertStory, updateStory, upsertPage } from '../../src/modules/stories/repo';
import { signUp } from '../support/accounts';
import { balanceOf, switchToPlan } from '../support/billing';
import { FakeOpenAiImages } from '../support/fake-openai-images';
import { multipartBody } from '../support/multipart';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { fetchMedia, getBook, imageSpends } from '../support/books';
import {waitForJob } from '../support/stories';

/** Books drawn by the OpenAI images API, here a local server speaking its protocol. */
const images = new FakeOpenAiImages();
let product: TestProduct;

beforeAll(async () => {
  await images.start();
  product = await startTestProduct({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: images.baseUrl });
});
afterAll(async () => {
  await product?.stop();
  await images.stop();
});
beforeEach(() => {
  images.requests.length = 0;
  images.faults.length = 0;
  images.alwaysFault = null;
  images.recover();
});

const PAGES = 4;
const scene = (page: number): Scene => ({ setting: 'beach', time_of_day: 'day', characters: ['Maya'], action: page % 2 ? 'running' : 'waving', mood: 'happy' });

/** A finished story written straight into the database: the text provider is not under test here. */
async function paidCustomerWithStory() {
  const auth = await signUp(product);
  await switchToPlan(product, auth, 'pro');
  const inputs = storyInputsSchema.parse({
    characters: [
      { name: 'Maya', kind: 'child', pronoun: 'she', appearance: { hair_color: 'black', clothing_color: 'yellow' } },
      { name: 'Rusty', kind: 'animal', species: 'fox' },
    ],
    art_style: 'watercolor',
  });
  const story = await insertStory(product.context.db, { customerId: auth.customer.id, title: 'Maya at the Sea', inputs, status: 'complete' });
  for (let page = 1; page <= PAGES; page++) await upsertPage(product.context.db, { storyId: story.id, pageNumber: page, text: `Page ${page}: Maya plays by the sea.`, scene: scene(page) });
  await updateStory(product.context.db, story.id, { status: 'complete' });
  return { auth, storyId: story.id, api: apiAs(product, auth) };
}

async function waitForRetry(auth: { access_token: string }, jobId: string): Promise<JobStatusResponse> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const status = (await apiAs(product, auth).get(`/jobs/status/${jobId}`)).json() as JobStatusResponse;
    if (status.status === 'queued' && status.message === 'Retrying…') return status;
    if (status.status === 'succeeded' || status.status === 'failed') throw new Error(`the job ended (${status.status}) without a retry`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no retry');
}

describe('books drawn with OpenAI images', () => {
  it('uses gpt-image-1-mini by default and gpt-image-1 at high quality, which costs 4 credits a picture', async () => {
    const { auth, api, storyId } = await paidCustomerWithStory();
    expect((await api.get('/api/v1/books/image-models')).json()).toEqual({ provider: 'openai', standard: 'gpt-image-1-mini', high_quality: 'gpt-image-1' } satisfies ImageModels);
    const started = await api.post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: true } });
    expect(started.json()).toMatchObject({ model: 'gpt-image-1', num_images: PAGES + 1 });
    expect((await waitForJob(product, auth, started.json().job_id, 30_000)).status).toBe('succeeded');
    expect(new Set(images.requests.map((request) => [request.model, request.quality].join(' ')))).toEqual(new Set(['gpt-image-1 high']));
    expect((await balanceOf(product, auth)).balance).toBe(100 - 4 * (PAGES + 1));
    const book = await getBook(product, auth, storyId);
    expect(book.cover).toMatchObject({ model: 'gpt-image-1', width: 1024, height: 1536 });
    const full = await fetchMedia(product, book.pages[0]!.image!.url);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 683 });
  });

  it('draws a character sheet from the uploaded photos first and passes sheet and photos with every picture', async () => {
    const { auth, api, storyId } = await paidCustomerWithStory();
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#aa3311' } }).jpeg().toBuffer();
    const form = multipartBody([{ name: 'file', filename: 'maya.jpg', contentType: 'image/jpeg', data: photo }]);
    const uploaded = await product.app.inject({ method: 'POST', url: `/api/v1/character-upload/stories/${storyId}/characters/0/image`, headers: { ...form.headers, authorization: `Bearer ${auth.access_token}` }, payload: form.payload });
    expect(uploaded.statusCode).toBe(200);
    const stored = await fetchMedia(product, uploaded.json().images[0].url);

    const started = await api.post('/api/v1/books/generate', { story_id: storyId });
    await waitForJob(product, auth, started.json().job_id, 30_000);
    const [sheet, ...pictures] = images.requests;
    expect(sheet).toMatchObject({ endpoint: 'edits', model: 'gpt-image-1-mini' });
    expect(sheet!.prompt).toContain('character reference sheet');
    expect(sheet!.images).toEqual([stored.rawPayload]);
    expect(pictures).toHaveLength(PAGES + 1);
    for (const picture of pictures) {
      expect(picture.endpoint).toBe('edits');
      expect(picture.images).toHaveLength(2);
      expect(picture.images[1]).toEqual(stored.rawPayload);
      expect(picture.prompt).toContain('watercolour');
    }
    // The sheet is not a page of the book and is not charged.
    expect(await imageSpends(product, auth)).toHaveLength(PAGES + 1);
  });

  it('charges nothing for pictures that fail, and exactly once per picture when pg-boss retries the job', async () => {
    const { auth, api, storyId } = await paidCustomerWithStory();
    // The character sheet and the first 3 pictures come back; then the image service fails until it recovers.
    images.failAfter(4);
    const started = await api.post('/api/v1/books/generate', { story_id: storyId });
    const jobId = started.json().job_id as string;
    await waitForRetry(auth, jobId);
    expect(await imageSpends(product, auth)).toHaveLength(3);
    // 3 paid; the rest of the book's cost stays held for the retry.
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 100 - (PAGES + 1), held_credits: PAGES + 1 - 3 });

    images.recover();
    const requestsBeforeRetry = images.requests.length;
    expect((await waitForJob(product, auth, jobId, 30_000)).status).toBe('succeeded');
    const spends = await imageSpends(product, auth);
    expect(spends).toHaveLength(PAGES + 1);
    expect(new Set(spends.map((spend) => spend.reference)).size).toBe(PAGES + 1);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 100 - (PAGES + 1), held_credits: 0 });
    expect((await getBook(product, auth, storyId)).status).toBe('ready');
    // The retry drew only the 2 missing pictures, from the sheet the first attempt made.
    expect(images.requests.slice(requestsBeforeRetry).map((request) => request.endpoint)).toEqual(['edits', 'edits']);
  });

  it('answers a refused single picture with the reason and takes no credit', async () => {
    const { auth, api, storyId } = await paidCustomerWithStory();
    images.faults.push('moderation_blocked');
    const refused = await api.post(`/generate-image/story/${storyId}/page/2`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().detail).toBe('The picture was refused by the safety system; try different words. No credits were taken.');
    expect((await balanceOf(product, auth)).balance).toBe(100);
    const redrawn = await api.post(`/generate-image/story/${storyId}/page/2`, { use_high_quality_mode: true });
    expect(redrawn.json() as BookImage).toMatchObject({ model: 'gpt-image-1', version: 1 });
    expect((await balanceOf(product, auth)).balance).toBe(96);
  });

  it('refuses a picture smaller than the size asked for (1×1 px) as a bad answer and takes no credit', async () => {
    const { auth, api, storyId } = await paidCustomerWithStory();
    images.alwaysFault = 'tiny_picture';
    const refused = await api.post(`/generate-image/story/${storyId}/page/2`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'ai_bad_answer' });
    expect(refused.json().detail).toContain('1×1 picture, smaller than the 1536×1024 asked for');
    // Asked again once, as any unusable answer is.
    expect(images.requests).toHaveLength(2);
    expect((await balanceOf(product, auth)).balance).toBe(100);
    expect(await imageSpends(product, auth)).toHaveLength(0);
  });

  it('retried after failing from its 4th picture, draws and charges only the missing pictures, from the same character sheet', async () => {
    const { auth, api, storyId } = await paidCustomerWithStory();
    // The character sheet and the first 3 pictures come back; then the image service fails for good.
    images.failAfter(4);
    const first = await api.post('/api/v1/books/generate', { story_id: storyId });
    expect((await waitForJob(product, auth, first.json().job_id, 60_000)).status).toBe('failed');
    // Three of the five pictures were drawn (which three depends on which drawings finished first): the book says what "try again" will draw.
    const failed = await getBook(product, auth, storyId);
    expect(failed.status).toBe('failed');
    expect(failed.pictures_left).toHaveLength(2);
    expect(await imageSpends(product, auth)).toHaveLength(3);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 100 - 3, held_credits: 0 });

    images.recover();
    const requestsBeforeRetry = images.requests.length;
    // What the web app sends for "try again": the book, no pages named.
    const retry = await api.post('/api/v1/books/generate', { story_id: storyId });
    expect(retry.json()).toMatchObject({ num_images: PAGES + 1 - 3 });
    expect((await waitForJob(product, auth, retry.json().job_id, 30_000)).status).toBe('succeeded');
    expect(await imageSpends(product, auth)).toHaveLength(PAGES + 1);
    expect((await balanceOf(product, auth)).balance).toBe(100 - (PAGES + 1));
    // Two pictures, and no second character sheet: the missing pages match the ones already drawn.
    expect(images.requests.slice(requestsBeforeRetry).map((request) => request.prompt.includes('character reference sheet'))).toEqual([false, false]);
    const book = await getBook(product, auth, storyId);
    expect(book).toMatchObject({ status: 'ready', pictures_left: null });
    expect([book.cover, ...book.pages.map((page) => page.image)].every((image) => image?.version === 1)).toBe(true);

    // Once the book is whole, asking again draws every picture again, as before.
    const again = await api.post('/api/v1/books/generate', { story_id: storyId });
    expect(again.json()).toMatchObject({ num_images: PAGES + 1 });
    expect((await waitForJob(product, auth, again.json().job_id, 30_000)).status).toBe('succeeded');
  });

  it('does not run a book job again after a refusal, and gives the held credits back at once', async () => {
    const { auth, api, storyId } = await paidCustomerWithStory();
    images.alwaysFault = 'moderation_blocked';
    const started = await api.post('/api/v1/books/generate', { story_id: storyId });
    const job = await waitForJob(product, auth, started.json().job_id, 30_000);
    expect(job).toMatchObject({ status: 'failed' });
    expect(job.error).toContain('refused by the safety system');
    // The character sheet was refused: one call, not one per attempt of the job.
    expect(images.requests).toHaveLength(1);
    expect((await getBook(product, auth, storyId)).status).toBe('failed');
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 100, held_credits: 0 });
  });
});
