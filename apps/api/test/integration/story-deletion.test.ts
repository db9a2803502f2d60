import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../support/accounts';
import { confirmTestPayment, switchToPlan } from '../support/billing';
import { completeStory, illustrate, storedFiles, waitForPrintRasters } from '../support/books';
import { apiAs } from '../support/client';
import { multipartBody } from '../support/multipart';
import { startTestProduct, type TestProduct } from '../support/test-product';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct({ PRINT_RASTERS_AFTER_SECONDS: '0' });
});
afterAll(() => product.stop());

type Auth = Awaited<ReturnType<typeof signUp>>;
const address = { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' };

async function uploadPhoto(auth: Auth, storyId: string): Promise<void> {
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#a0522d' } }).jpeg().toBuffer();
  const form = multipartBody([{ name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data: photo }]);
  const response = await product.app.inject({
    method: 'POST',
    url: `/api/v1/character-upload/stories/${storyId}/characters/0/image`,
    headers: { ...form.headers, ...bearer(auth) },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('deleting a story', () => {
  it('removes the story, its pages, pictures (every version), photos, exports and every file', { timeout: 90_000 }, async () => {
    const owner = await signUp(product);
    await switchToPlan(product, owner, 'pro');
    const filesBefore = await storedFiles(product);
    const storyId = await completeStory(product, owner, { story_length: 'short', art_style: 'watercolor' });
    await uploadPhoto(owner, storyId);
    expect((await illustrate(product, owner, storyId)).status).toBe('succeeded');
    // Painted pictures get print rasters in the background: they are files of the story too.
    await waitForPrintRasters(product, storyId, 9);
    const exported = await apiAs(product, owner).post('/export-pdf/', { story_id: storyId });
    expect(exported.statusCode, exported.body).toBeLessThan(300);
    await expect.poll(async () => (await apiAs(product, owner).get(`/export-pdf/${exported.json().export_id}`)).json().status, { timeout: 60_000, interval: 250 }).toBe('ready');
    const epub = await apiAs(product, owner).post('/export-epub/', { story_id: storyId });
    expect(epub.statusCode, epub.body).toBe(202);
    await expect.poll(async () => (await apiAs(product, owner).get(`/export-epub/${epub.json().export_id}`)).json().status, { timeout: 60_000, interval: 250 }).toBe('ready');
    expect((await storedFiles(product)).length).toBeGreaterThan(filesBefore.length + 3);

    const stranger = await signUp(product);
    expect((await apiAs(product, stranger).delete(`/api/v1/stories/${storyId}`)).statusCode).toBe(404);
    expect((await apiAs(product, owner).delete('/api/v1/stories/not-an-id')).statusCode).toBe(404);

    const deleted = await apiAs(product, owner).delete(`/api/v1/stories/${storyId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await apiAs(product, owner).get(`/api/v1/stories/${storyId}`)).statusCode).toBe(404);
    expect((await apiAs(product, owner).get(`/api/v1/books/${storyId}`)).statusCode).toBe(404);
    expect(await storedFiles(product)).toEqual(filesBefore);
    expect((await apiAs(product, owner).delete(`/api/v1/stories/${storyId}`)).statusCode).toBe(404);
  });

  it('refuses while a print order of it is unfinished, and allows it once the order has ended', async () => {
    const owner = await signUp(product);
    await switchToPlan(product, owner, 'pro');
    const storyId = await completeStory(product, owner, { story_length: 'short' });
    expect((await illustrate(product, owner, storyId)).status).toBe('succeeded');
    const placed = await product.app.inject({
      method: 'POST',
      url: '/api/v1/print-orders',
      headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
      payload: { story_id: storyId, shipping_address: address },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { id: string; payment_id: string };
    await confirmTestPayment(product, owner, order.payment_id);

    const refused = await apiAs(product, owner).delete(`/api/v1/stories/${storyId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/print order of this story is not finished/);
    expect((await apiAs(product, owner).get(`/api/v1/stories/${storyId}`)).statusCode).toBe(200);

    await expect.poll(async () => (await apiAs(product, owner).post(`/api/v1/print-orders/${order.id}/cancel`)).statusCode, { timeout: 60_000, interval: 500 }).toBe(200);
    expect((await apiAs(product, owner).delete(`/api/v1/stories/${storyId}`)).statusCode).toBe(204);
    const kept = (await apiAs(product, owner).get(`/api/v1/print-orders/${order.id}`)).json() as { story_id: string | null; title: string };
    expect(kept.story_id).toBeNull();
    expect(kept.title.length).toBeGreaterThan(0);
  });
});
