import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer, signUp } from './accounts';
import { confirmTestPayment, switchToPlan } from './billing';
import { completeStory, illustrate } from './books';
import { apiAs } from './client';
import { contactForm, sendContactForm } from './contact';
import { multipartBody } from './multipart';
import { onePage } from './pdf-fixtures';
import type { TestProduct } from './test-product';

/** Polls until `read` answers something `done` accepts (expect.poll only works inside a test, and this runs in beforeAll). */
async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const ADDRESS = { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' };

export interface CustomerWithEverything {
  auth: Awaited<ReturnType<typeof signUp>>;
  storyId: string;
  uploadedBookId: string;
  /** Paid, then cancelled and refunded: kept for the accounts when the account is deleted. */
  paidOrder: { id: string; payment_id: string };
  /** Never paid: deleted with the account. */
  unpaidOrder: { id: string; payment_id: string };
  /** What they wrote through the contact form, signed in, from their account's e-mail address (unique to them). */
  contactMessage: string;
}

async function upload(product: TestProduct, auth: { access_token: string }, url: string, method: 'POST' | 'PUT', part: Parameters<typeof multipartBody>[0]) {
  const form = multipartBody(part);
  const response = await product.app.inject({ method, url, headers: { ...form.headers, ...bearer(auth) }, payload: form.payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function placeOrder(product: TestProduct, auth: { access_token: string }, storyId: string): Promise<{ id: string; payment_id: string }> {
  const placed = await product.app.inject({
    method: 'POST',
    url: '/api/v1/print-orders',
    headers: { ...bearer(auth), 'idempotency-key': crypto.randomUUID() },
    payload: { story_id: storyId, shipping_address: ADDRESS, notes: 'Leave it with the neighbour' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { id: string; payment_id: string };
}

/**
 * A customer with something in every place the product keeps data: a paid plan, a profile picture,
 * an illustrated story with a character photo, a PDF and an EPUB export, an uploaded book, a print order paid and
 * cancelled (refunded) and one never paid, and a message sent through the contact form.
 */
export async function customerWithEverything(product: TestProduct): Promise<CustomerWithEverything> {
  const auth = await signUp(product);
  await switchToPlan(product, auth, 'pro');
  const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).png().toBuffer();
  await upload(product, auth, '/api/v1/auth/profile', 'PUT', [{ name: 'profile_picture', filename: 'me.png', contentType: 'image/png', data: avatar }]);

  const storyId = await completeStory(product, auth, { story_length: 'short' });
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#a0522d' } }).jpeg().toBuffer();
  await upload(product, auth, `/api/v1/character-upload/stories/${storyId}/characters/0/image`, 'POST', [{ name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data: photo }]);
  expect((await illustrate(product, auth, storyId)).status).toBe('succeeded');
  const exported = await apiAs(product, auth).post('/export-pdf/', { story_id: storyId });
  expect(exported.statusCode, exported.body).toBeLessThan(300);
  await pollUntil(async () => (await apiAs(product, auth).get(`/export-pdf/${exported.json().export_id}`)).json().status, (status) => status === 'ready', 'the PDF export');
  const epub = await apiAs(product, auth).post('/export-epub/', { story_id: storyId });
  expect(epub.statusCode, epub.body).toBe(202);
  await pollUntil(async () => (await apiAs(product, auth).get(`/export-epub/${epub.json().export_id}`)).json().status, (status) => status === 'ready', 'the EPUB export');

  const shared = await apiAs(product, auth).post(`/api/v1/stories/${storyId}/share-links`, { label: 'for Grandma' });
  expect(shared.statusCode, shared.body).toBe(201);

  const uploaded = await upload(product, auth, '/api/v1/uploaded-books/upload', 'POST', [
    { name: 'title', value: 'Our Summer' },
    { name: 'file', filename: 'summer.pdf', contentType: 'application/pdf', data: await onePage() },
  ]);
  const uploadedBookId = (uploaded.json() as { id: string }).id;
  await pollUntil(async () => (await apiAs(product, auth).get(`/api/v1/uploaded-books/${uploadedBookId}`)).json().status, (status) => status !== 'analysing', 'the upload’s analysis');

  const paidOrder = await placeOrder(product, auth, storyId);
  expect((await confirmTestPayment(product, auth, paidOrder.payment_id)).statusCode).toBe(200);
  await pollUntil(async () => (await apiAs(product, auth).post(`/api/v1/print-orders/${paidOrder.id}/cancel`)).statusCode, (status) => status === 200, 'the paid order’s cancellation');
  const unpaidOrder = await placeOrder(product, auth, storyId);

  const contactMessage = `Where is my parcel? My reference is ${crypto.randomUUID()}.`;
  const sent = await sendContactForm(product, contactForm(product, { email: auth.customer.email, message: contactMessage }), undefined, auth);
  expect(sent.statusCode, sent.body).toBe(202);
  return { auth, storyId, uploadedBookId, paidOrder, unpaidOrder, contactMessage };
}
