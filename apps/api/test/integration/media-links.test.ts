import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, randomIp, signUp } from '../support/accounts';
import { fetchMedia } from '../support/books';
import { multipartBody } from '../support/multipart';

const HOUR_MS = 3_600_000;

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

/** A signed-in customer with a profile picture, and the picture's link as the profile hands it out. */
async function customerWithPicture() {
  const auth = await signUp(product);
  const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 90, g: 160, b: 240 } } }).png().toBuffer();
  const body = multipartBody([{ name: 'profile_picture', filename: 'me.png', contentType: 'image/png', data: picture }]);
  const updated = await product.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { ...bearer(auth), ...body.headers }, payload: body.payload });
  expect(updated.statusCode).toBe(200);
  return { auth, url: updated.json().profile_picture as string };
}

/** The picture's link as the profile hands it out now, signing in afresh since the clock may have moved past the last token. */
async function profilePicture(auth: { customer: { email: string }; password: string }) {
  const login = await product.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: auth.customer.email, password: auth.password }, remoteAddress: randomIp() });
  return (await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(login.json()) })).json().profile_picture as string;
}

/** A key sent with its slashes escaped too: a client resolves dot segments away, escaped or not, before sending the path. */
const encodedKey = (key: string) => encodeURIComponent(key);

function linkParts(url: string) {
  const [path, query] = url.split('?') as [string, string];
  const params = new URLSearchParams(query);
  return { path, key: path.slice('/media/'.length), exp: Number(params.get('exp')), sig: params.get('sig')! };
}

const nowSeconds = () => Math.floor(product.clock.now().getTime() / 1000);

/** Runs `body` with the clock moved on by `ms`, then moves it back for the other tests. */
async function later(ms: number, body: () => Promise<void>) {
  product.clock.advance(ms);
  try {
    await body();
  } finally {
    product.clock.advance(-ms);
  }
}

async function expectRefused(url: string, code: string) {
  const response = await fetchMedia(product, url);
  expect(response.statusCode, url).toBe(403);
  expect(response.json()).toMatchObject({ code, detail: expect.stringMatching(/link/) });
}

describe('signed media links', () => {
  it('expire at the end of the next hour-aligned window, so every answer in a window hands out the same link', async () => {
    const { auth, url } = await customerWithPicture();
    const { exp } = linkParts(url);
    expect(exp % 3600).toBe(0);
    expect(exp - nowSeconds()).toBeGreaterThan(3600);
    expect(exp - nowSeconds()).toBeLessThanOrEqual(7200);
    expect(await profilePicture(auth)).toBe(url);

    const windowEndMs = (exp - 3600) * 1000 - product.clock.now().getTime();
    await later(windowEndMs - 1000, async () => expect(await profilePicture(auth)).toBe(url));
    await later(windowEndMs, async () => {
      const next = await profilePicture(auth);
      expect(linkParts(next)).toMatchObject({ key: linkParts(url).key, exp: exp + 3600 });
    });
  });

  it('serve the file with a cache lifetime that ends with the link, and refuse it with 403 once expired', async () => {
    const { url } = await customerWithPicture();
    const { exp } = linkParts(url);
    const served = await fetchMedia(product, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(`private, max-age=${exp - nowSeconds()}, immutable`);

    await later(exp * 1000 - product.clock.now().getTime() - 10_000, async () => {
      expect((await fetchMedia(product, url)).headers['cache-control']).toBe('private, max-age=10, immutable');
    });
    await later(exp * 1000 - product.clock.now().getTime(), () => expectRefused(url, 'media_link_expired'));
    await later(3 * HOUR_MS, () => expectRefused(url, 'media_link_expired'));
  });

  it('refuse a link whose key, expiry or signature was changed, or a part of it left out, with 403', async () => {
    const mine = await customerWithPicture();
    const theirs = await customerWithPicture();
    const { path, exp, sig } = linkParts(mine.url);
    const altered = [
      `${linkParts(theirs.url).path}?exp=${exp}&sig=${sig}`,
      `${path}?exp=${exp + 3600}&sig=${sig}`,
      `${path}?exp=${exp - 3600}&sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      `${path}?exp=${exp}&sig=${sig.slice(0, -1)}`,
      `${path}?exp=${exp}`,
      `${path}?sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig}&sig=${sig}`,
      `${path}?exp=soon&sig=${sig}`,
      path,
    ];
    for (const url of altered) await expectRefused(url, 'media_link_invalid');
    // Still refused as altered (not as expired) once the real link has run out.
    await later(3 * HOUR_MS, () => expectRefused(`${path}?exp=${exp + 4 * 3600}&sig=${sig}`, 'media_link_invalid'));
    expect((await fetchMedia(product, mine.url)).statusCode).toBe(200);
  });

  it('answer 404 for a deleted file at once, though its link is still valid', async () => {
    await product.context.blobs.put('media-test/doomed.txt', Buffer.from('short-lived'), { contentType: 'text/plain' });
    const url = product.context.media.urlFor('media-test/doomed.txt');
    expect((await fetchMedia(product, url)).body).toBe('short-lived');

    await product.context.blobs.delete('media-test/doomed.txt');
    const gone = await fetchMedia(product, url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'not_found', detail: 'File not found' });
  });

  it.each([
    ['a parent directory', '../jwt-secret'],
    ['a climb inside the key', 'avatars/../../jwt-secret'],
    ['an empty segment', 'avatars//x.webp'],
    ['a dot segment', 'avatars/./x.webp'],
    ['a space', 'white space.webp'],
    ['a letter outside ASCII', 'ümlaut.webp'],
    ['the sidecar marker', 'avatars/x.webp~content-type'],
    ['a backslash', 'avatars\\..\\x'],
    ['too long a key', 'x'.repeat(1100)],
  ])('answer 404 with a detail, never 500, for a correctly signed key with %s', async (_label, key) => {
    const signed = product.context.media.urlFor(key);
    const url = `/media/${encodedKey(key)}${signed.slice(signed.indexOf('?'))}`;
    const response = await fetchMedia(product, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', detail: 'File not found' });
  });

  it('answer 400 with a detail, never 500, for a correctly signed key with a NUL byte (no text we store may hold one)', async () => {
    const key = 'nul\0byte';
    const signed = product.context.media.urlFor(key);
    const response = await fetchMedia(product, `/media/${encodedKey(key)}${signed.slice(signed.indexOf('?'))}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_text', detail: expect.any(String) });
  });
});
